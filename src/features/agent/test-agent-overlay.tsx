// testAgent: the chat with the draft agent (TestAgentChat) for the account acted on.
import { TestAgentChat } from './test-agent-chat';
import { useActingAgent } from './use-acting-agent';
import type { OverlayProps } from '@/overlays';

export default function TestAgentOverlay(_props: OverlayProps) {
  const acting = useActingAgent();
  return <TestAgentChat targetAccountId={acting.targetAccountId} username={acting.account.username} />;
}
