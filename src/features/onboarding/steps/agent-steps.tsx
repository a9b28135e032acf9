// GENERATE_AGENT, EDIT_AGENT and TEST_AGENT. The agent editor's own pieces live in another
// feature: the app provides views built from them through the agent step views slot
// (../agent-step-views.tsx). Without one, these steps use their own minimal views: the
// instructions saved through the campaign API, and a test chat through runPrompt.
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { Box, Button, Field, HStack, List, Spinner, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, QueryState } from '@/components/query-state';
import { MESSAGES } from '@/lib/messages';
import { promptError } from '@/lib/campaign';
import {
  AGENT_VOICES,
  BUILD_FROM_SCRATCH,
  TIMEZONES,
  advanceAgentStep,
  afterGenerate,
  zoneNameOf,
} from '@/lib/onboarding';
import { useAgentStepViews, type AgentStepFrameProps, type AgentStepViewProps } from '../agent-step-views';
import { failureMessage, onboardingStagingQueryOptions, useGenerateAgent, useRunPrompt, useSaveDraft } from '../api';
import { StepLayout } from '../step-layout';
import { useOnboarding } from '../use-onboarding';
import { BackButton } from './back-button';

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
  return (
    <StepLayout
      step="GENERATE_AGENT"
      actions={
        generate.isError ? null : (
          <>
            <BackButton />
            <Button
              colorPalette="blue"
              onClick={run}
              loading={generate.isPending}
              loadingText="Creating…"
              disabled={missingTemplate}
            >
              Create my agent
            </Button>
          </>
        )
      }
    >
      <List.Root variant="plain" gap="1" textStyle="sm">
        <List.Item>
          <strong>Built from:</strong>&nbsp;{scratch ? 'scratch' : (state.templateId ?? 'no template chosen yet')}
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
        <ErrorState message={`${GENERATE_FAILED} ${failureMessage(generate.error, 'Try again.')}`} retry={run} />
      ) : null}
    </StepLayout>
  );
}

function EditAgentFrame({ children, actions }: AgentStepFrameProps) {
  return (
    <StepLayout
      step="EDIT_AGENT"
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
}

function TestAgentFrame({ children, actions }: AgentStepFrameProps) {
  return (
    <StepLayout
      step="TEST_AGENT"
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
}

/** The provided view (or the minimal one), in the step's frame; a view still loading shows so. */
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

export function EditAgentStep() {
  const views = useAgentStepViews();
  return <AgentStepView View={views?.EditAgent ?? MinimalEditAgentView} Frame={EditAgentFrame} />;
}

export function TestAgentStep() {
  const views = useAgentStepViews();
  return <AgentStepView View={views?.TestAgent ?? MinimalTestAgentView} Frame={TestAgentFrame} />;
}

/** EDIT_AGENT's own view: the instructions alone, saved when the user continues. */
export function MinimalEditAgentView({ targetAccountId, Frame, onContinue }: AgentStepViewProps) {
  const staging = useQuery(onboardingStagingQueryOptions(targetAccountId));
  const save = useSaveDraft(targetAccountId);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <QueryState query={staging} pendingLabel="Loading the agent" errorMessage="The agent could not be loaded.">
      {(data) => {
        const value = text ?? data.agentInstructions ?? '';
        const submit = () => {
          const problem = promptError(value);
          if (problem) {
            setError(problem);
            return;
          }
          setError(null);
          if (text === null || text === data.agentInstructions) {
            onContinue();
            return;
          }
          save.mutate({ agentInstructions: value }, { onSuccess: onContinue });
        };
        return (
          <Frame
            actions={
              <Button colorPalette="blue" onClick={submit} loading={save.isPending}>
                Save and continue
              </Button>
            }
          >
            <Field.Root invalid={error !== null}>
              <Field.Label>Instructions</Field.Label>
              <Textarea
                value={value}
                rows={10}
                onChange={(e) => {
                  setText(e.currentTarget.value);
                  if (error) setError(null);
                }}
              />
              <Field.ErrorText>{error ?? MESSAGES.missingPrompt}</Field.ErrorText>
              <Field.HelperText>You can refine these any time in the agent editor.</Field.HelperText>
            </Field.Root>
            {save.isError ? (
              <Text role="alert" color="fg.error">
                {failureMessage(save.error, MESSAGES.saveStagingCampaignFailed)}
              </Text>
            ) : null}
          </Frame>
        );
      }}
    </QueryState>
  );
}

interface Turn {
  id: number;
  from: 'you' | 'agent' | 'error';
  text: string;
}

/** TEST_AGENT's own view: a plain chat through runPrompt. */
export function MinimalTestAgentView({ targetAccountId, username, Frame, onContinue }: AgentStepViewProps) {
  const run = useRunPrompt(targetAccountId);
  const [turns, setTurns] = useState<Turn[]>([]);
  const [text, setText] = useState('');
  const nextId = useRef(0);
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [turns]);

  const add = (from: Turn['from'], value: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setTurns((list) => [...list, { id, from, text: value }]);
  };
  const send = async () => {
    const promptText = text.trim();
    if (!promptText || !username || run.isPending) return;
    add('you', promptText);
    setText('');
    try {
      const answer = await run.mutateAsync({ targetAgent: username, promptText });
      add('agent', answer.response?.trim() || answer.message || '(no answer)');
    } catch (e) {
      add('error', failureMessage(e, 'The agent did not answer. Try again.'));
      setText((current) => current || promptText);
    }
  };

  return (
    <Frame
      actions={
        <Button colorPalette="blue" onClick={onContinue}>
          Continue
        </Button>
      }
    >
      <Box
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        p="3"
        bg="bg.subtle"
        minH="10rem"
        maxH={{ base: '40dvh', md: '18rem' }}
        overflowY="auto"
      >
        {turns.length === 0 ? (
          <Text color="fg.muted" textStyle="sm" textAlign="center" py="8">
            Say hello to start.
          </Text>
        ) : (
          <Stack as="ol" listStyleType="none" gap="2" aria-label="Conversation" aria-live="polite">
            {turns.map((turn) => (
              <Box
                as="li"
                key={turn.id}
                alignSelf={turn.from === 'you' ? 'end' : 'start'}
                maxW="85%"
                px="3"
                py="2"
                borderRadius="l3"
                bg={turn.from === 'you' ? 'blue.solid' : turn.from === 'error' ? 'red.subtle' : 'bg.panel'}
                color={turn.from === 'you' ? 'blue.contrast' : turn.from === 'error' ? 'red.fg' : 'fg'}
                role={turn.from === 'error' ? 'alert' : undefined}
              >
                <Text srOnly>{turn.from === 'you' ? 'You' : turn.from === 'agent' ? 'Agent' : 'Error'}: </Text>
                <Text textStyle="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                  {turn.text}
                </Text>
              </Box>
            ))}
            {run.isPending ? (
              <Box as="li" color="fg.muted" textStyle="sm">
                The agent is typing…
              </Box>
            ) : null}
          </Stack>
        )}
        <div ref={endRef} />
      </Box>
      <chakra.form
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <HStack gap="2" align="end">
          <Field.Root flex="1">
            <Field.Label srOnly>Message to the agent</Field.Label>
            <Textarea
              rows={1}
              value={text}
              placeholder="Type a message…"
              onChange={(e) => setText(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void send();
                }
              }}
            />
          </Field.Root>
          <Button type="submit" loading={run.isPending} disabled={!text.trim() || !username}>
            Send
          </Button>
        </HStack>
      </chakra.form>
    </Frame>
  );
}
