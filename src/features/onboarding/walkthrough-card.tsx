// The walkthrough (spec 000 §4 "Walkthrough"): a checklist card on the agent's page. Starting
// saves version 1 into the account's settings; finishing a step appends it. The starting
// completed steps follow the account (a phone number, completed onboarding, a legacy account).
// A step done in fact (a number assigned after the save) shows done but is never saved.
import { useEffect, useRef } from 'react';
import { Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { CloseButton } from '@/components/close-button';
import { ProgressBar } from './progress-bar';
import { CheckCircle2, Circle, ListChecks } from 'lucide-react';
import type { Account } from '@/api/generated/model';
import { useActingAccount } from '@/hooks';
import * as MESSAGES from '@/lib/message-catalogue';
import {
  WALKTHROUGH_STEPS,
  completeWalkthroughStep,
  currentWalkthroughStep,
  isWalkthroughComplete,
  resolveWalkthrough,
  shownWalkthrough,
  type WalkthroughState,
  type WalkthroughStep,
} from '@/lib/onboarding';
import { newConversationInput } from '@/lib/permissions';
import { isRecord } from '@/lib/storage';
import { useOverlays } from '@/overlays';
import { useRefreshAccounts, useSaveAccountSettings } from './api';

const STEP_COPY: Readonly<Record<WalkthroughStep, { title: string; description: string; action: string }>> = {
  SETUP_AGENT: {
    title: 'Set up your agent',
    description: 'Write what your agent says and does.',
    action: 'Open the editor',
  },
  TEST_AGENT: { title: 'Test your agent', description: 'Chat with it the way a caller would.', action: 'Try it' },
  ADD_NUMBER: { title: 'Add a phone number', description: 'Callers reach your agent on it.', action: 'Get a number' },
  FORWARD_CALLS: {
    title: 'Forward your calls',
    description: 'Send your existing line’s calls to the agent.',
    action: 'See how',
  },
};

interface SavedWalkthrough extends WalkthroughState {
  readonly dismissed?: boolean;
}

/** The product prefix of `{product}PhoneNumber`. */
const PRODUCT = 'vida';

/** Whether the account has the product's phone number (the walkthrough's rules read it). */
export const accountHasPhoneNumber = (account: Account): boolean =>
  newConversationInput(account, PRODUCT).phoneNumber !== null;

export function WalkthroughCard() {
  const acting = useActingAccount();
  const refreshAccounts = useRefreshAccounts();
  const { open } = useOverlays();
  const settings = acting.account.settings;
  const savedRaw: unknown = settings?.walkthrough;
  const saved = isRecord(savedRaw) ? (savedRaw as Partial<SavedWalkthrough>) : null;
  const onboarding: unknown = settings?.onboarding;
  const hasPhoneNumber = accountHasPhoneNumber(acting.account);
  const initial = resolveWalkthrough(saved, {
    hasPhoneNumber,
    onboardingComplete: isRecord(onboarding) && onboarding.onboardingComplete === true,
    timestamp: acting.account.timestamp,
  });
  // Read from the account each render (not kept aside): a change saved elsewhere, such as the
  // wizard's Finish, shows here as soon as the cached account has it. `state` is what is saved
  // (the saved list, plus what the person finishes); `shown` adds the steps done in fact
  // (a number assigned since), for display only.
  const state: SavedWalkthrough = { ...initial, dismissed: saved?.dismissed === true };
  const shown = shownWalkthrough(state, { hasPhoneNumber });
  const saveSettings = useSaveAccountSettings(acting.targetAccountId);

  const save = (next: SavedWalkthrough) => {
    saveSettings({ walkthrough: { ...next, completed: [...next.completed] } })
      .catch(() => console.error(MESSAGES.settingsSaveFailed))
      .finally(() => void refreshAccounts());
  };

  // Starting the walkthrough saves version 1 (once, when the account has none saved).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || saved?.version !== undefined) return;
    started.current = true;
    save(state);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render without a saved walkthrough
  }, []);

  const finish = (step: WalkthroughStep) =>
    save({ ...completeWalkthroughStep(state, step), dismissed: state.dismissed });
  const go = (step: WalkthroughStep) => {
    if (step === 'SETUP_AGENT') open('editAgent');
    else if (step === 'TEST_AGENT') open('testAgent');
    else if (step === 'ADD_NUMBER') open('onboard', true, { activeStep: 'chooseNumber' });
    else open('forwardingInstructions');
  };

  if (state.dismissed) {
    return (
      <HStack justify="flex-end" mb="3">
        <Button size="xs" variant="ghost" onClick={() => save({ ...state, dismissed: false })}>
          <ListChecks size={14} aria-hidden="true" /> Show the setup checklist
        </Button>
      </HStack>
    );
  }

  const done = shown.completed.length;
  const total = WALKTHROUGH_STEPS.length;
  const current = currentWalkthroughStep(shown);
  return (
    <Card.Root as="section" aria-labelledby="walkthrough-title" size="sm" mb="4" variant="outline">
      <Card.Header>
        <HStack justify="space-between" align="start">
          <Stack gap="1">
            <Text id="walkthrough-title" fontWeight="semibold">
              {isWalkthroughComplete(shown) ? 'Your agent is ready' : 'Get your agent live'}
            </Text>
            <Text textStyle="sm" color="fg.muted">
              {done} of {total} done
            </Text>
          </Stack>
          <HStack gap="1">
            <Button size="xs" variant="ghost" onClick={() => open('onboard')}>
              Guided setup
            </Button>
            <CloseButton
              size="sm"
              aria-label="Dismiss the setup checklist"
              onClick={() => save({ ...state, dismissed: true })}
            />
          </HStack>
        </HStack>
        <Box mt="3">
          <ProgressBar
            value={done}
            max={total}
            color="green.solid"
            label={`Setup checklist: ${done} of ${total} done`}
          />
        </Box>
      </Card.Header>
      <Card.Body>
        <Stack as="ol" listStyleType="none" gap="2" aria-label="Setup checklist">
          {WALKTHROUGH_STEPS.map((step) => {
            const complete = shown.completed.includes(step);
            const copy = STEP_COPY[step];
            return (
              <Box
                as="li"
                key={step}
                data-step={step}
                borderWidth="1px"
                borderColor={step === current ? 'blue.muted' : 'border'}
                bg={step === current ? 'blue.subtle' : undefined}
                borderRadius="l2"
                px="3"
                py="2"
              >
                <Stack
                  direction={{ base: 'column', sm: 'row' }}
                  gap="2"
                  align={{ sm: 'center' }}
                  justify="space-between"
                >
                  <HStack gap="3" align="start" minW="0">
                    <Box color={complete ? 'green.fg' : 'fg.subtle'} mt="0.5" aria-hidden="true">
                      {complete ? <CheckCircle2 size={18} /> : <Circle size={18} />}
                    </Box>
                    <Stack gap="0" minW="0">
                      <Text
                        fontWeight="medium"
                        textDecoration={complete ? 'line-through' : undefined}
                        color={complete ? 'fg.muted' : 'fg'}
                      >
                        {copy.title}
                        <Text as="span" srOnly>
                          {complete ? ' (done)' : ' (to do)'}
                        </Text>
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        {copy.description}
                      </Text>
                    </Stack>
                  </HStack>
                  {complete ? null : (
                    <HStack gap="1" flexShrink={0} ps={{ base: '7', sm: '0' }}>
                      <Button
                        size="xs"
                        variant={step === current ? 'solid' : 'outline'}
                        colorPalette="blue"
                        onClick={() => go(step)}
                      >
                        {copy.action}
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => finish(step)}
                        aria-label={`Mark “${copy.title}” as done`}
                      >
                        Mark done
                      </Button>
                    </HStack>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
