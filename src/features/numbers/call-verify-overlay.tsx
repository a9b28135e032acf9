// callVerify: the steps that make a brought number work, one at a time with its state and a
// retry: forwarding is checked (verifyCellForwarding), then the verification call is heard
// (validateVerifiedNumber with listen).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2, CircleDashed, Loader2, XCircle } from 'lucide-react';
import { useActingAccount } from '@/hooks/acting-account';
import { humanMessage } from '@/lib/errors';
import { agentNumberOf, formatPhoneNumber, phoneDigits, type VerifyStep, type VerifyStepState } from '@/lib/numbers';
import { useOverlays, type OverlayProps } from '@/overlays';
import { useVerification, verifiedNumberQueryOptions } from './api';

const STATE_LABEL: Record<VerifyStepState, string> = {
  waiting: 'Not started',
  running: 'Checking…',
  done: 'Done',
  failed: 'Did not work',
};
const STATE_COLOR: Record<VerifyStepState, string> = { waiting: 'gray', running: 'blue', done: 'green', failed: 'red' };

function StepIcon({ state }: { state: VerifyStepState }) {
  if (state === 'done') return <CheckCircle2 size={18} aria-hidden="true" />;
  if (state === 'failed') return <XCircle size={18} aria-hidden="true" />;
  if (state === 'running') return <Loader2 size={18} aria-hidden="true" />;
  return <CircleDashed size={18} aria-hidden="true" />;
}

/** The callVerify overlay (`?callVerify=<digits>`; a bare flag verifies the agent's number). */
export default function CallVerifyOverlay({ value, close }: OverlayProps<string | null>) {
  const acting = useActingAccount();
  const { open } = useOverlays();
  const verification = useVerification(acting.targetAccountId);
  const number = value ?? agentNumberOf(acting.account);
  const [states, setStates] = useState<Record<VerifyStep, VerifyStepState>>({
    forwarding: 'waiting',
    listen: 'waiting',
  });
  const [notes, setNotes] = useState<Partial<Record<VerifyStep, string>>>({});
  // A number verified before (this visit or an earlier one) is read back, not asked again.
  const onServer = useQuery(verifiedNumberQueryOptions(acting.targetAccountId));
  const verifiedBefore =
    onServer.data?.verified === true &&
    number !== null &&
    phoneDigits(onServer.data.phoneNumber ?? number) === phoneDigits(number);
  const stateOf = (step: VerifyStep): VerifyStepState => (verifiedBefore ? 'done' : states[step]);

  const run = async (step: VerifyStep) => {
    setStates((s) => ({ ...s, [step]: 'running' }));
    setNotes((n) => ({ ...n, [step]: undefined }));
    try {
      const answer = step === 'forwarding' ? await verification.checkForwarding() : await verification.listenForCall();
      const ok = answer.verified === true;
      setStates((s) => ({ ...s, [step]: ok ? 'done' : 'failed' }));
      setNotes((n) => ({
        ...n,
        [step]: ok
          ? step === 'forwarding'
            ? 'Calls to your number reach the agent.'
            : 'The verification call came through.'
          : (answer.message ?? 'Not verified yet. Try again.'),
      }));
    } catch (error) {
      setStates((s) => ({ ...s, [step]: 'failed' }));
      setNotes((n) => ({ ...n, [step]: humanMessage(error, 'The check did not work. Try again.') }));
    }
  };

  if (!number)
    return (
      <Stack gap="4">
        <Text role="status">There is no number to verify yet. Add your number first.</Text>
        <Button alignSelf="end" onClick={() => open('addCustomNumber')}>
          Bring your own number
        </Button>
      </Stack>
    );

  const steps: { step: VerifyStep; title: string; text: string; action: string }[] = [
    {
      step: 'forwarding',
      title: 'Check call forwarding',
      text: `We place a test call to ${formatPhoneNumber(number)} and check that it forwards to your agent. Set up forwarding first (see the instructions).`,
      action: 'Check forwarding',
    },
    {
      step: 'listen',
      title: 'Make the verification call',
      text: `Press Listen, then call your agent from ${formatPhoneNumber(number)}. We wait for the call to arrive.`,
      action: 'Listen for the call',
    },
  ];
  const allDone = stateOf('forwarding') === 'done' && stateOf('listen') === 'done';

  return (
    <Stack gap="5">
      <List.Root as="ol" listStyleType="none" gap="4" aria-label="Verification steps">
        {steps.map(({ step, title, text, action }, i) => {
          const state = stateOf(step);
          const blocked = i > 0 && stateOf('forwarding') !== 'done';
          return (
            <List.Item key={step} borderWidth="1px" rounded="md" p="3">
              <Stack gap="2">
                <HStack justify="space-between" wrap="wrap">
                  <HStack gap="2">
                    <StepIcon state={state} />
                    <Text fontWeight="medium">
                      {i + 1}. {title}
                    </Text>
                  </HStack>
                  <Badge colorPalette={STATE_COLOR[state]} aria-label={`${title}: ${STATE_LABEL[state]}`}>
                    {STATE_LABEL[state]}
                  </Badge>
                </HStack>
                <Text textStyle="sm">{text}</Text>
                {notes[step] ? (
                  <Text
                    role={state === 'failed' ? 'alert' : 'status'}
                    textStyle="sm"
                    color={state === 'failed' ? 'fg.error' : 'fg.success'}
                  >
                    {notes[step]}
                  </Text>
                ) : null}
                {state !== 'done' ? (
                  <Button
                    size="sm"
                    alignSelf="start"
                    variant={state === 'failed' ? 'outline' : 'solid'}
                    disabled={blocked || state === 'running'}
                    loading={state === 'running'}
                    onClick={() => void run(step)}
                  >
                    {state === 'failed' ? 'Try again' : action}
                  </Button>
                ) : null}
              </Stack>
            </List.Item>
          );
        })}
      </List.Root>
      {allDone ? (
        <Text role="status" fontWeight="medium">
          {formatPhoneNumber(number)} is verified. Your agent answers it now.
        </Text>
      ) : null}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button variant="ghost" size="sm" onClick={() => open('forwardingInstructions')}>
          Forwarding instructions
        </Button>
        <Button variant={allDone ? 'solid' : 'outline'} onClick={close}>
          {allDone ? 'Done' : 'Close'}
        </Button>
      </HStack>
    </Stack>
  );
}
