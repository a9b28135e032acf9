// forwardingInstructions: how to forward an existing line's calls to the agent's number (the
// walkthrough's FORWARD_CALLS step).
import { Button, Code, List, Stack, Text } from '@chakra-ui/react';
import { useActingAccount } from '@/hooks';
import { newConversationInput } from '@/lib/permissions';
import { formatPhoneNumber } from '@/lib/validate';
import type { OverlayProps } from '@/overlays';

export default function ForwardingInstructionsOverlay({ close }: OverlayProps) {
  const acting = useActingAccount();
  const phone = newConversationInput(acting.account, 'vida').phoneNumber;
  const digits = phone ? phone.replace(/\D/g, '') : null;
  return (
    <Stack gap="4">
      {phone ? (
        <Text>
          Forward your business line to your agent’s number <strong>{formatPhoneNumber(phone)}</strong>.
        </Text>
      ) : (
        <Text role="status">Your agent has no phone number yet. Get one first, then forward your calls to it.</Text>
      )}
      <List.Root as="ol" gap="2" ps="5">
        <List.Item>
          Most mobile carriers: dial <Code>*72</Code> followed by the agent’s number
          {digits ? (
            <>
              {' '}
              (<Code>*72{digits}</Code>)
            </>
          ) : null}
          , then press call.
        </List.Item>
        <List.Item>
          To forward only unanswered calls, dial <Code>*71</Code> with the number instead.
        </List.Item>
        <List.Item>
          Office phone systems: set the forwarding destination in your provider’s portal to the agent’s number.
        </List.Item>
        <List.Item>Call your business line from another phone to check that the agent answers.</List.Item>
      </List.Root>
      <Text textStyle="sm" color="fg.muted">
        Codes vary by carrier; your carrier’s support page lists the exact ones.
      </Text>
      <Button alignSelf="end" onClick={close}>
        Done
      </Button>
    </Stack>
  );
}
