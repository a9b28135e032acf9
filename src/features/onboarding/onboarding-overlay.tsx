// The `onboard` overlay: the onboarding wizard (spec 000 §2.4, §4 "Onboarding"). Full-screen on
// phones (the overlay host's size), a progress indicator, one step at a time.
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ProgressBar } from './progress-bar';
import { accountHasPhoneNumber } from './walkthrough-card';
import { useQuery } from '@tanstack/react-query';
import { confirmDialog } from '@/components/feedback';
import {
  completeOnboarding,
  discardOnboarding,
  exitOnboarding,
  isSavedTemplateStale,
  progressOf,
  restartStaleTemplate,
  walkthroughAfterOnboarding,
  type OnboardingStep,
  type WalkthroughState,
  type OnboardingTemplate,
} from '@/lib/onboarding';
import type { OverlayProps } from '@/overlays';
import { isRecord } from '@/lib/storage';
import { onboardingTemplateQueryOptions, useRefreshAccounts } from './api';
import { STEP_TEXT } from './step-layout';
import { OnboardingProvider, useDropStepParamsOnClose, useOnboarding } from './use-onboarding';
import { SelectTemplateStep, SetupTemplateStep, WelcomeStep } from './steps/start-steps';
import { SetupIntegrationsStep } from './steps/integrations-step';
import { SelectTimezoneStep, SelectVoiceStep } from './steps/preference-steps';
import { EditAgentStep, GenerateAgentStep, TestAgentStep } from './steps/agent-steps';
import { ChooseNumberStep, ScheduleCallStep } from './steps/finish-steps';

export const STALE_TEMPLATE_NOTICE =
  'This template has changed since you started, so its setup starts again. Answers that still fit are kept.';

/** Steps where the saved template still matters (before the agent is generated from it). */
const TEMPLATE_STEPS: readonly OnboardingStep[] = [
  'SETUP_TEMPLATE',
  'SETUP_INTEGRATIONS',
  'SELECT_TIMEZONE',
  'SELECT_VOICE',
  'GENERATE_AGENT',
];

export default function OnboardingOverlay(_props: OverlayProps) {
  useDropStepParamsOnClose();
  return (
    <OnboardingProvider>
      <Wizard />
    </OnboardingProvider>
  );
}

/** Restarts the template setup once when the saved template has become stale. */
function useStaleTemplateCheck(): boolean {
  const { state, acting, dispatch } = useOnboarding();
  const check = state.templateId !== null && TEMPLATE_STEPS.includes(state.activeStep);
  const template = useQuery({
    ...onboardingTemplateQueryOptions(state.templateId ?? '', acting.targetAccountId),
    enabled: check,
  });
  const [restarted, setRestarted] = useState(false);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !check || !template.data?.template) return;
    done.current = true;
    const current = template.data.template as OnboardingTemplate;
    if (isSavedTemplateStale(state, current)) {
      dispatch(restartStaleTemplate(state, current));
      // The notice follows an answer from the server (an external system), once.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRestarted(true);
    }
  }, [check, template.data, state, dispatch]);
  return restarted;
}

function Wizard() {
  const { state, acting, close, saveNow } = useOnboarding();
  const refreshAccounts = useRefreshAccounts();
  const restarted = useStaleTemplateCheck();
  // Null on WELCOME, where the path (and so the count) is still to be chosen.
  const progress = progressOf(state);
  const step = state.activeStep;

  const discard = async () => {
    const outcome = await confirmDialog({
      title: 'Discard your progress?',
      details: 'The template, your answers, integrations, time zone and voice are cleared.',
      confirmText: 'Discard',
      confirmColor: 'red',
    });
    if (outcome === 'confirm') close(discardOnboarding(state).state);
  };

  const [finishing, setFinishing] = useState(false);
  const finish = async () => {
    const completed = exitOnboarding(completeOnboarding(state).state).state;
    setFinishing(true);
    // The setup checklist catches up with what the wizard did (saved with the completion).
    const savedWalkthrough = isRecord(acting.account.settings?.walkthrough)
      ? (acting.account.settings.walkthrough as Partial<WalkthroughState> & { dismissed?: unknown })
      : null;
    const walkthrough = {
      ...walkthroughAfterOnboarding(savedWalkthrough, {
        hasPhoneNumber: accountHasPhoneNumber(acting.account),
      }),
      dismissed: savedWalkthrough?.dismissed === true,
    };
    // The completion is saved before the accounts (and so the permissions) are read again.
    await saveNow(completed, { walkthrough: { ...walkthrough, completed: [...walkthrough.completed] } });
    close();
    void refreshAccounts();
  };

  return (
    <Stack gap="5" pb="2">
      <Stack gap="2">
        <HStack justify="space-between" textStyle="sm" color="fg.muted">
          {progress ? (
            <Text>
              Step {progress.position} of {progress.total}
            </Text>
          ) : null}
          <Text truncate>{STEP_TEXT[step].title}</Text>
        </HStack>
        {progress ? (
          <ProgressBar
            value={progress.position}
            max={progress.total}
            color="blue.solid"
            label={`Onboarding progress: step ${progress.position} of ${progress.total}`}
          />
        ) : null}
      </Stack>
      {restarted ? (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{STALE_TEMPLATE_NOTICE}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box>
        <StepView step={step} onFinish={() => void finish()} finishing={finishing} />
      </Box>
      <HStack justify="space-between" borderTopWidth="1px" borderColor="border" pt="3" gap="2" flexWrap="wrap">
        <Button variant="ghost" size="sm" colorPalette="red" onClick={() => void discard()}>
          Discard
        </Button>
        <Button variant="outline" size="sm" onClick={() => close()}>
          Save and exit
        </Button>
      </HStack>
    </Stack>
  );
}

function StepView({ step, onFinish, finishing }: { step: OnboardingStep; onFinish: () => void; finishing: boolean }) {
  switch (step) {
    case 'WELCOME':
      return <WelcomeStep />;
    case 'SELECT_TEMPLATE':
      return <SelectTemplateStep />;
    case 'SETUP_TEMPLATE':
      return <SetupTemplateStep />;
    case 'SETUP_INTEGRATIONS':
      return <SetupIntegrationsStep />;
    case 'SELECT_TIMEZONE':
      return <SelectTimezoneStep />;
    case 'SELECT_VOICE':
      return <SelectVoiceStep />;
    case 'GENERATE_AGENT':
      return <GenerateAgentStep />;
    case 'EDIT_AGENT':
      return <EditAgentStep />;
    case 'TEST_AGENT':
      return <TestAgentStep />;
    case 'CHOOSE_NUMBER':
      return <ChooseNumberStep />;
    case 'SCHEDULE_CALL':
      return <ScheduleCallStep onFinish={onFinish} finishing={finishing} />;
  }
}
