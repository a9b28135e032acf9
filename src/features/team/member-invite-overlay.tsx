import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { Field, Input, RadioGroup, Stack, Text, chakra } from '@chakra-ui/react';
import { toast } from '@/components/feedback';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { humanMessage } from '@/lib/errors';
import { formatAccountPath } from '@/lib/search';
import {
  MEMBER_ROLES,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  inviteRedirectUrl,
  inviteSchema,
  teamAbilities,
  type InviteValues,
} from '@/lib/team';
import type { OverlayProps } from '@/overlays';
import { membersQueryOptions, useInviteMember } from './api';
import { TEAM_TEXT } from './team-screen';
import { FormActions, FormError } from '@/components/form-actions';

/** The memberInvite overlay (`?memberInvite`): an email and a role; the invitation's link leads
 * back to this account's team page. A failed invitation keeps what was typed. */
export default function MemberInviteOverlay({ close }: OverlayProps) {
  const acting = useActingAccount();
  const { permissions } = usePermissions();
  const members = useQuery(membersQueryOptions(acting.targetAccountId));
  const invite = useInviteMember(acting.targetAccountId);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<InviteValues>({
    resolver: valibotResolver(inviteSchema(members.data?.users ?? [])),
    defaultValues: { email: '', role: 'admin' },
    mode: 'onTouched',
  });
  const role = useWatch({ control, name: 'role' });

  if (!teamAbilities(permissions).canInvite) return <Text role="alert">{TEAM_TEXT.cannotInvite}</Text>;

  const submit = (values: InviteValues) => {
    const accountPath = acting.path.length ? `/app/${formatAccountPath(acting.path)}` : '/app';
    invite.invite(
      {
        email: values.email,
        isOwner: values.role === 'owner',
        redirectUrl: inviteRedirectUrl(window.location.origin, accountPath),
      },
      () => {
        toast(`Invitation sent to ${values.email}`, { type: 'success' });
        close();
      },
    );
  };

  return (
    <chakra.form noValidate onSubmit={handleSubmit(submit)} aria-label="Invite a member">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          They get an email with a link to sign in to this account.
        </Text>
        <Field.Root invalid={!!errors.email} required>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input type="email" inputMode="email" autoComplete="off" autoFocus {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <RadioGroup.Root
            value={role}
            onValueChange={(d) => setValue('role', d.value === 'owner' ? 'owner' : 'admin')}
            aria-label="Role"
          >
            <Text fontWeight="medium" fontSize="sm" mb="2">
              Role
            </Text>
            <Stack gap="3">
              {MEMBER_ROLES.map((r) => (
                <RadioGroup.Item key={r} value={r} alignItems="start">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <Text as="span" fontWeight="medium">
                      {ROLE_LABELS[r]}
                    </Text>
                    <Text as="span" display="block" fontSize="sm" color="fg.muted">
                      {ROLE_DESCRIPTIONS[r]}
                    </Text>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Field.Root>
        {invite.error ? <FormError>The invitation was not sent: {humanMessage(invite.error)}</FormError> : null}
        <FormActions onCancel={close} pending={invite.isPending} label="Send invitation" pendingLabel="Sending…" />
      </Stack>
    </chakra.form>
  );
}
