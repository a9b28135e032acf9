import { useState } from 'react';
import { Avatar, Button, Field, HStack, Input, Separator, Stack, Text } from '@chakra-ui/react';
import type { Account } from '@/api/generated/model';
import { toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';
import { PROFILE_MESSAGES, fieldOfRefusal, fullNameOf, phoneForVerification, publicProfileUrl } from '@/lib/profile';
import * as MESSAGES from '@/lib/message-catalogue';
import { isApiError } from '@/api/errors';
import { formatPhoneNumber } from '@/lib/validate';
import type { OverlayName } from '@/lib/search';
import { useOverlays, type OverlayProps } from '@/overlays';
import { useRequestPhoneCode, useValidatePhoneCode } from './api';
import { CodeStep } from './code-step';
import { OwnAccount } from './own-account';

function Row({
  label,
  value,
  overlay,
  action,
}: {
  label: string;
  value: string;
  overlay: OverlayName;
  action: string;
}) {
  const { open, prefetch } = useOverlays();
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Stack gap="0" minW="0">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text wordBreak="break-all">{value}</Text>
      </Stack>
      <Button
        size="sm"
        variant="outline"
        onClick={() => open(overlay)}
        onPointerEnter={() => prefetch(overlay)}
        aria-label={`${action}: ${label}`}
      >
        {action}
      </Button>
    </HStack>
  );
}

const PHONE_FIELD = [['phone', /phone|number/i]] as const;

/** Phone verification: request a code for a number, then check it. */
function PhoneVerification({ account }: { account: Account }) {
  const [typed, setTyped] = useState('');
  const [sent, setSent] = useState<{ phone: string; at: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestPhoneCode();
  const verify = useValidatePhoneCode();
  const send = (phone: string) =>
    request.mutate(phone, {
      onSuccess: () => setSent({ phone, at: Date.now() }),
      // A refusal naming the number goes on the field; anything else is the alert below it.
      onError: (error) => {
        const message = humanMessage(error);
        if (isApiError(error) && fieldOfRefusal(error.status, message, PHONE_FIELD)) setProblem(message);
      },
    });

  if (sent) {
    return (
      <CodeStep
        sentTo={formatPhoneNumber(sent.phone) || sent.phone}
        sentAt={sent.at}
        verifying={verify.isPending}
        failed={verify.isError}
        resending={request.isPending}
        onResend={() => send(sent.phone)}
        onBack={() => setSent(null)}
        onVerify={(code) =>
          verify.mutate(
            { phoneNumber: sent.phone, verificationCode: code },
            {
              onSuccess: () => {
                toast('Phone number verified', { type: 'success' });
                setSent(null);
                setTyped('');
              },
            },
          )
        }
      />
    );
  }
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {account.phoneNumber
          ? `Verified: ${formatPhoneNumber(account.phoneNumber) || account.phoneNumber}`
          : 'No verified mobile number yet.'}
      </Text>
      <HStack align="end" gap="2">
        <Field.Root invalid={!!problem}>
          <Field.Label>Mobile number</Field.Label>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        <Button
          variant="outline"
          loading={request.isPending}
          onClick={() => {
            const phone = phoneForVerification(typed);
            setProblem(phone ? null : typed.trim() ? PROFILE_MESSAGES.phone : MESSAGES.fieldRequired);
            if (phone) send(phone);
          }}
        >
          Text me a code
        </Button>
      </HStack>
      {request.error && !problem ? (
        <Text role="alert" color="fg.error">
          No code was sent: {humanMessage(request.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

function Hub({ account }: { account: Account }) {
  const { open } = useOverlays();
  const url = publicProfileUrl(window.location.origin, account.username);
  return (
    <Stack gap="4">
      <HStack gap="3">
        <Avatar.Root size="lg">
          <Avatar.Fallback name={fullNameOf(account) || account.username} />
          {account.details?.image ? <Avatar.Image src={account.details.image} alt="" /> : null}
        </Avatar.Root>
        <Button size="sm" variant="outline" onClick={() => open('editAvatar')}>
          Change picture
        </Button>
      </HStack>
      <Row label="Full name" value={fullNameOf(account) || 'Not set'} overlay="editFullName" action="Change" />
      <Row label="Email" value={account.email ?? 'Not set'} overlay="editEmail" action="Change" />
      <Row label="Public address" value={url} overlay="editSlug" action="Change" />
      <Separator />
      <Text fontWeight="semibold">Public page</Text>
      <Row label="Links" value={`${account.links?.length ?? 0} links`} overlay="editPage" action="Edit" />
      <Row label="Page options" value="How links and your number show" overlay="editPageProfile" action="Edit" />
      <Row
        label="Social links"
        value={`${account.socialLinks?.length ?? 0} social links`}
        overlay="editSocial"
        action="Edit"
      />
      <Row label="Share" value="Link and QR code" overlay="shareProfile" action="Share" />
      <Separator />
      <Text fontWeight="semibold">Phone verification</Text>
      <PhoneVerification account={account} />
    </Stack>
  );
}

/** The editUserAccount overlay (`?editUserAccount`): the profile hub. */
export default function EditUserAccountOverlay(_props: OverlayProps) {
  return <OwnAccount>{(account) => <Hub account={account} />}</OwnAccount>;
}
