// The onboarding wizard's EDIT_AGENT and TEST_AGENT views, built from the agent editor's pieces
// (features do not import each other, so the app composes them). Loaded lazily by
// ./lazy-agent-step-views.ts: the editor stays out of the first chunk.
import { useId, useRef, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { ErrorState, PendingState } from '@/components/query-state';
import { promptError } from '@/lib/campaign';
import { useOverlays } from '@/overlays';
import {
  InstructionsField,
  SaveIndicator,
  TestAgentChat,
  WelcomeField,
  focusInstructions,
  useAgentEditor,
} from '@/features/agent';
import type { AgentStepViewProps } from '@/features/onboarding/agent-step-views';
import { ContinueButton } from '@/features/onboarding/continue-button';

export const EDIT_AGENT_LOAD_FAILED = 'The agent could not be loaded.';

/** EDIT_AGENT: the editor's instructions and welcome message, auto-saved as in the editor;
 * "Save and continue" saves what is left and moves on only once everything is saved. */
export function EditAgentView({ targetAccountId, Frame, onContinue }: AgentStepViewProps) {
  const { open } = useOverlays();
  const resolve = () => open('saveConflict');
  const editor = useAgentEditor({ targetAccountId, onConflict: resolve });
  const [continuing, setContinuing] = useState(false);
  // Its own ids and focus target: the agent's page behind the wizard shows the editor too.
  const instructionsId = useId();
  const body = useRef<HTMLDivElement>(null);
  const { draft, staging } = editor;

  if (!draft) {
    return (
      <Frame>
        {staging.isError ? (
          <ErrorState message={EDIT_AGENT_LOAD_FAILED} retry={() => void staging.refetch()} />
        ) : (
          <PendingState label="Loading the agent" />
        )}
      </Frame>
    );
  }

  const next = async () => {
    const problem = promptError(draft.agentInstructions);
    if (problem) {
      editor.setPromptProblem(problem);
      if (body.current) focusInstructions(body.current);
      return;
    }
    // The agent changed elsewhere: nothing moves on until the user chooses a version.
    if (editor.conflict) {
      resolve();
      return;
    }
    setContinuing(true);
    const saved = await editor.flush();
    setContinuing(false);
    // A failed save stays on the step, with the failure and Retry in the save status.
    if (saved) onContinue();
  };

  return (
    <Frame
      actions={
        <Button colorPalette="blue" onClick={() => void next()} loading={continuing}>
          Save and continue
        </Button>
      }
    >
      <Stack gap="4" ref={body}>
        <SaveIndicator
          state={editor.saveState}
          onRetry={editor.retry}
          conflict={!!editor.conflict}
          onResolve={resolve}
        />
        <InstructionsField
          id={instructionsId}
          value={draft.agentInstructions}
          onChange={(agentInstructions) => editor.update({ agentInstructions })}
          error={editor.promptProblem}
        />
        <WelcomeField value={draft.welcomeMessage} onChange={(welcomeMessage) => editor.update({ welcomeMessage })} />
        <Text textStyle="sm" color="fg.muted">
          Your edits are saved as you type. Actions, apps and advanced settings are in the agent editor.
        </Text>
      </Stack>
    </Frame>
  );
}

/** TEST_AGENT: the editor's test chat with the draft agent. */
export function TestAgentView({ targetAccountId, username, Frame, onContinue }: AgentStepViewProps) {
  return (
    <Frame actions={<ContinueButton onClick={onContinue} />}>
      <TestAgentChat targetAccountId={targetAccountId} username={username} />
    </Frame>
  );
}
