// number: one of the account's numbers, what it does, and what can be done with it.
import { Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useActingAccount } from '@/hooks/acting-account';
import { usePermissions } from '@/hooks/use-permissions';
import { accountNumbers, smsStateOf } from '@/lib/numbers';
import { useOverlays, type OverlayProps } from '@/overlays';
import { numbersAccountQueryOptions } from './api';
import { SmsBadge } from './number-bits';

/** The number overlay (`?number=<digits>`; a bare flag shows the agent's number). */
export default function NumberOverlay({ value, close }: OverlayProps<string | null>) {
  const acting = useActingAccount();
  const { permissions } = usePermissions();
  const { open } = useOverlays();
  const { data: account } = useSuspenseQuery(numbersAccountQueryOptions(acting.targetAccountId));
  const numbers = accountNumbers(account);
  const number = value ? numbers.find((n) => n.digits === value) : numbers.find((n) => n.role === 'agent');
  const sms = smsStateOf(account, permissions.canSetupSMS);

  if (!number)
    return (
      <Stack gap="4">
        <Text role="status">
          {value ? 'This number is not one of the account’s numbers.' : 'Your agent has no phone number yet.'}
        </Text>
        <HStack justify="end" gap="2">
          {permissions.canSelectNumber ? <Button onClick={() => open('selectNumber')}>Choose a number</Button> : null}
          <Button variant="outline" onClick={close}>
            Close
          </Button>
        </HStack>
      </Stack>
    );

  return (
    <Stack gap="5">
      <Text textStyle="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {number.display}
      </Text>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Used as</DataList.ItemLabel>
          <DataList.ItemValue>{number.role === 'agent' ? "Your agent's number" : 'Your mobile'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>What it does</DataList.ItemLabel>
          <DataList.ItemValue>{number.uses.join('; ')}</DataList.ItemValue>
        </DataList.Item>
        {number.role === 'agent' ? (
          <DataList.Item>
            <DataList.ItemLabel>Texting</DataList.ItemLabel>
            <DataList.ItemValue>
              <SmsBadge state={sms} />
            </DataList.ItemValue>
          </DataList.Item>
        ) : null}
      </DataList.Root>
      <HStack gap="2" wrap="wrap">
        {number.role === 'agent' ? (
          <>
            <Button size="sm" variant="outline" onClick={() => open('forwardingInstructions')}>
              Forward your calls to it
            </Button>
            <Button size="sm" variant="outline" onClick={() => open('callVerify', number.digits)}>
              Verify
            </Button>
            {sms !== 'enabled' && sms !== 'unavailable' ? (
              <Button size="sm" variant="outline" onClick={() => open('requestAccess')}>
                {sms === 'requested' ? 'See the SMS request' : 'Request texting'}
              </Button>
            ) : null}
            {permissions.canSelectNumber ? (
              <Button size="sm" variant="outline" onClick={() => open('selectNumber')}>
                Change number
              </Button>
            ) : null}
          </>
        ) : (
          <Button size="sm" variant="outline" onClick={() => open('forwardingInstructions')}>
            How to forward calls
          </Button>
        )}
      </HStack>
      <Button alignSelf="end" onClick={close}>
        Done
      </Button>
    </Stack>
  );
}
