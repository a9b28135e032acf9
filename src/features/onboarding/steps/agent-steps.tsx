// GENERATE_AGENT, EDIT_AGENT and TEST_AGENT. The agent editor's own pieces live in another
// feature: the app provides views built from them through the agent step views slot
// (../agent-step-views.tsx).
import { Suspense, type ComponentType } from 'react';
import { Button, HStack, List, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, isRetryableError } from '@/components/query-state';
import {
  AGENT_VOICES,
  BUILD_FROM_SCRATCH,
  TIMEZONES,
  advanceAgentStep,
  afterGenerate,
  zoneNameOf,
} from '@/lib/onboarding';
import { useAgentStepViews, type AgentStepFrameProps, type AgentStepViewProps } from '../agent-step-views';
import { failureMessage, onboardingTemplateQueryOptions, useGenerateAgent } from '../api';
import { StepLayout } from '../step-layout';
import { useOnboarding } from '../use-onboarding';
import { BackButton } from './back-button';
import { ContinueButton } from '../continue-button';

export const GENERATE_FAILED = 'Your agent could not be created.';

export function GenerateAgentStep() {
  const { state, acting, dispatch } = useOnboarding();
  const generate = useGenerateAgent(acting.targetAccountId);
  const scratch = state.method === BUILD_FROM_SCRATCH;
  const tz = TIMEZONES.find((t) => t.value === state.timezone);
  const voice = AGENT_VOICES.find((v) => v.id === state.agentVoice);
  const run = () =>
    generate.mutate(
      {
        templateId: scratch ? null : state.templateId,
        templateFields: scratch ? [] : state.templateFields,
        timezone: state.timezone ? zoneNameOf(state.timezone) : null,
        agentVoice: state.agentVoice,
      },
      { onSuccess: () => dispatch(afterGenerate(state)) },
    );
  const missingTemplate = !scratch && state.templateId === null;
  // The template by its name (never its id).
  const template = useQuery({
    ...onboardingTemplateQueryOptions(state.templateId ?? '', acting.targetAccountId),
    enabled: !scratch && state.templateId !== null,
  });
  const templateName = template.data?.template?.title?.trim();
  // A refusal of the answers (400, 422) is not fixed by sending them again: Back to change them.
  const retryable = generate.isError && isRetryableError(generate.error);
  return (
    <StepLayout
      step="GENERATE_AGENT"
      actions={
        retryable ? null : (
          <>
            <BackButton />
            {generate.isError ? null : (
              <Button
                colorPalette="blue"
                onClick={run}
                loading={generate.isPending}
                loadingText="Creating…"
                disabled={missingTemplate}
              >
                Create my agent
              </Button>
            )}
          </>
        )
      }
    >
      <List.Root variant="plain" gap="1" textStyle="sm">
        <List.Item>
          <strong>Built from:</strong>&nbsp;
          {scratch
            ? 'scratch'
            : state.templateId === null
              ? 'no template chosen yet'
              : (templateName ?? (template.isError ? 'the chosen template' : '…'))}
        </List.Item>
        {tz ? (
          <List.Item>
            <strong>Time zone:</strong>&nbsp;{tz.text}
          </List.Item>
        ) : null}
        {voice ? (
          <List.Item>
            <strong>Voice:</strong>&nbsp;{voice.name}
          </List.Item>
        ) : null}
      </List.Root>
      {generate.isPending ? (
        <HStack role="status" gap="3" aria-label="Creating your agent">
          <Spinner size="sm" aria-hidden="true" />
          <Text>Creating your agent… this takes a few seconds.</Text>
        </HStack>
      ) : null}
      {generate.isError ? (
        <ErrorState
          message={`${GENERATE_FAILED} ${failureMessage(generate.error, retryable ? 'Try again.' : 'Go back and check your answers.')}`}
          retry={retryable ? run : undefined}
        />
      ) : null}
    </StepLayout>
  );
}

/** The frame of a step whose view the app provides: the step's layout, Back before the view's own actions. */
function frameOf(step: 'EDIT_AGENT' | 'TEST_AGENT') {
  return function AgentStepFrame({ children, actions }: AgentStepFrameProps) {
    return (
      <StepLayout
        step={step}
        actions={
          <>
            <BackButton />
            {actions}
          </>
        }
      >
        {children}
      </StepLayout>
    );
  };
}

const EditAgentFrame = frameOf('EDIT_AGENT');
const TestAgentFrame = frameOf('TEST_AGENT');

/** The provided view, in the step's frame; a view still loading shows so. */
function AgentStepView({
  View,
  Frame,
}: {
  View: ComponentType<AgentStepViewProps>;
  Frame: ComponentType<AgentStepFrameProps>;
}) {
  const { state, acting, dispatch } = useOnboarding();
  return (
    <Suspense
      fallback={
        <Frame>
          <HStack role="status" gap="3" aria-label="Loading the agent">
            <Spinner size="sm" aria-hidden="true" />
            <Text color="fg.muted">Loading the agent…</Text>
          </HStack>
        </Frame>
      }
    >
      <View
        targetAccountId={acting.targetAccountId}
        username={acting.account.username}
        Frame={Frame}
        onContinue={() => dispatch(advanceAgentStep(state))}
      />
    </Suspense>
  );
}

/** Without a provider (the app always gives one) the step says so and can be passed. */
function NoAgentView({ Frame, onContinue }: AgentStepViewProps) {
  return (
    <Frame actions={<ContinueButton onClick={onContinue} />}>
      <Text color="fg.muted">This step is done in the agent editor.</Text>
    </Frame>
  );
}

export function EditAgentStep() {
  const views = useAgentStepViews();
  return <AgentStepView View={views?.EditAgent ?? NoAgentView} Frame={EditAgentFrame} />;
}

export function TestAgentStep() {
  const views = useAgentStepViews();
  return <AgentStepView View={views?.TestAgent ?? NoAgentView} Frame={TestAgentFrame} />;
}
