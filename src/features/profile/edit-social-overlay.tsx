import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Field, HStack, Input, SegmentGroup, Stack, chakra } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { Account } from '@/api/generated/model';
import { toast } from '@/components/feedback';
import { isApiError } from '@/api/errors';
import { humanMessage } from '@/lib/errors';
import {
  SOCIAL_LABELS,
  addressPattern,
  fieldOfRefusal,
  networkOf,
  normaliseLinkUrl,
  socialFormSchema,
  socialPayload,
  socialPositionOf,
  type SocialPosition,
} from '@/lib/profile';
import type { OverlayProps } from '@/overlays';
import { useSaveSocial } from './api';
import { OwnAccount } from './own-account';
import { FormActions, FormError } from '@/components/form-actions';
import { DeleteButton } from '@/components/delete-action';
import { ROWS_VALIDATION } from './rows-validation';

type SocialForm = { links: { url: string }[]; position: SocialPosition };

function SocialEditor({ account, close }: { account: Account; close: () => void }) {
  const save = useSaveSocial();
  const {
    control,
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<SocialForm>({
    resolver: valibotResolver(socialFormSchema),
    defaultValues: {
      links: (account.socialLinks ?? []).map((l) => ({ url: l.url })),
      position: socialPositionOf(account.socialLinksPosition),
    },
    ...ROWS_VALIDATION,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'links' });
  // eslint-disable-next-line react-hooks/incompatible-library -- the network label follows the typed address
  const typed = watch('links');

  const submit = (values: SocialForm) =>
    save.mutate(
      { socialLinks: socialPayload(values.links), socialLinksPosition: values.position },
      {
        onSuccess: () => {
          toast('Social links saved', { type: 'success' });
          close();
        },
        // A refusal naming one of the typed addresses goes on that row; anything else is the form's alert.
        onError: (error) => {
          const message = humanMessage(error);
          const rows = values.links.flatMap((l, i) => {
            const pattern = addressPattern(l.url);
            return pattern ? [[i, pattern] as const] : [];
          });
          const row = isApiError(error)
            ? fieldOfRefusal(
                error.status,
                message,
                rows.map(([i, p]) => [String(i), p] as const),
              )
            : null;
          if (row !== null) setError(`links.${Number(row)}.url`, { message });
        },
      },
    );

  return (
    <chakra.form noValidate onSubmit={handleSubmit(submit)} aria-label="Social links">
      <Stack gap="4">
        <Stack as="ul" gap="3" listStyleType="none" ps="0">
          {fields.map((f, i) => {
            const url = normaliseLinkUrl(typed?.[i]?.url);
            return (
              <li key={f.id}>
                <HStack align="end" gap="2">
                  <Field.Root invalid={!!errors.links?.[i]?.url}>
                    <Field.Label fontSize="xs">
                      Social link {i + 1}
                      {url ? ` (${SOCIAL_LABELS[networkOf(url)]})` : ''}
                    </Field.Label>
                    <Input
                      size="sm"
                      type="url"
                      inputMode="url"
                      placeholder="instagram.com/you"
                      {...register(`links.${i}.url`)}
                    />
                    <Field.ErrorText>{errors.links?.[i]?.url?.message}</Field.ErrorText>
                  </Field.Root>
                  <DeleteButton size="sm" label={`Remove social link ${i + 1}`} onClick={() => remove(i)} />
                </HStack>
              </li>
            );
          })}
        </Stack>
        <Button
          type="button"
          variant="outline"
          size="sm"
          alignSelf="start"
          onClick={() => append({ url: '' })}
          disabled={fields.length >= 20}
        >
          <Plus aria-hidden="true" /> Add social link
        </Button>
        <Field.Root>
          <Field.Label>Where they show on your page</Field.Label>
          <Controller
            control={control}
            name="position"
            render={({ field }) => (
              <SegmentGroup.Root
                value={field.value}
                onValueChange={(d) => field.onChange(socialPositionOf(d.value))}
                size="sm"
                aria-label="Position"
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items
                  items={[
                    { value: 'top', label: 'Top' },
                    { value: 'bottom', label: 'Bottom' },
                  ]}
                />
              </SegmentGroup.Root>
            )}
          />
        </Field.Root>
        {save.error && !fields.some((_, i) => errors.links?.[i]?.url) ? (
          <FormError>Your social links were not saved: {humanMessage(save.error)}</FormError>
        ) : null}
        <FormActions onCancel={close} pending={save.isPending} label="Save social links" />
      </Stack>
    </chakra.form>
  );
}

/** The editSocial overlay (`?editSocial`): social links and where they sit on the public page. */
export default function EditSocialOverlay({ close }: OverlayProps) {
  return <OwnAccount>{(account) => <SocialEditor account={account} close={close} />}</OwnAccount>;
}
