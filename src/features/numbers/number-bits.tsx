// Small pieces the numbers page and the number overlay share.
import { Badge } from '@chakra-ui/react';
import type { SmsState } from '@/lib/numbers';

export const SMS_LABEL: Record<SmsState, string> = {
  enabled: 'Texting on',
  requested: 'Texting requested',
  notRequested: 'Texting off',
  unavailable: 'Texting not available',
};
const SMS_COLOR: Record<SmsState, string> = {
  enabled: 'green',
  requested: 'orange',
  notRequested: 'gray',
  unavailable: 'gray',
};

export function SmsBadge({ state }: { state: SmsState }) {
  return <Badge colorPalette={SMS_COLOR[state]}>{SMS_LABEL[state]}</Badge>;
}
