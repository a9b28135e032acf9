// A chat with the agent over runPrompt (targetAgent, promptText); the conversation stays while the
// component is mounted. "Run webhook" sends the fixed prompt that calls the webhook. The testAgent
// overlay renders it; other screens (onboarding) may compose it too.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Field, HStack, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { RUN_WEBHOOK_PROMPT } from '@/lib/campaign';
import { failureMessage, useRunPrompt } from './api';
import type { TargetAccountId } from './api';

export const TEST_AGENT_FAILED = 'The agent did not answer. Try again.';

interface Turn {
  id: number;
  from: 'you' | 'agent' | 'error';
  text: string;
}

export interface TestAgentChatProps {
  /** The account acted on (undefined: the session's own). */
  targetAccountId: TargetAccountId;
  /** The agent's username, sent as `targetAgent`; without one nothing can be sent. */
  username: string | undefined;
}

export function TestAgentChat({ targetAccountId, username }: TestAgentChatProps) {
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

  const send = async (prompt: string, keepText = false) => {
    const promptText = prompt.trim();
    if (!promptText || !username || run.isPending) return;
    add('you', promptText);
    if (!keepText) setText('');
    try {
      const answer = await run.mutateAsync({ targetAgent: username, promptText });
      add('agent', answer.response?.trim() || answer.message || '(no answer)');
    } catch (error) {
      add('error', failureMessage(error, TEST_AGENT_FAILED));
      // The unsent text comes back, so nothing typed is lost.
      if (!keepText) setText((current) => current || promptText);
    }
  };

  return (
    <Stack gap="3" minH={{ base: '70dvh', md: '28rem' }}>
      <Text textStyle="sm" color="fg.muted">
        Chat with the draft agent the way a caller would. Nothing here reaches your customers.
      </Text>
      <Box flex="1" overflowY="auto" maxH={{ base: '55dvh', md: '22rem' }} layerStyle="panel.subtle" p="3">
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
                borderWidth={turn.from === 'agent' ? '1px' : '0'}
                borderColor="border"
              >
                {/* A failure is announced; the item stays a list item of the conversation. */}
                <Box role={turn.from === 'error' ? 'alert' : undefined}>
                  <Text srOnly>{turn.from === 'you' ? 'You' : turn.from === 'agent' ? 'Agent' : 'Error'}: </Text>
                  <Text textStyle="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                    {turn.text}
                  </Text>
                </Box>
              </Box>
            ))}
            {run.isPending ? (
              <Box as="li" alignSelf="start" color="fg.muted" textStyle="sm" px="3">
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
          void send(text);
        }}
      >
        <Stack gap="2">
          <Field.Root>
            <Field.Label srOnly>Message to the agent</Field.Label>
            <Textarea
              value={text}
              rows={2}
              placeholder="Type a message…"
              onChange={(e) => setText(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey) {
                  e.preventDefault();
                  void send(text);
                }
              }}
            />
          </Field.Root>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void send(RUN_WEBHOOK_PROMPT, true)}
              disabled={run.isPending || !username}
            >
              Run webhook
            </Button>
            <Button
              size="sm"
              colorPalette="blue"
              type="submit"
              loading={run.isPending}
              disabled={!text.trim() || !username}
            >
              Send
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
