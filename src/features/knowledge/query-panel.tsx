import { useState } from 'react';
import { Box, Button, Checkbox, Field, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import * as MESSAGES from '@/lib/message-catalogue';
import { kbAnswerOf } from '@/lib/knowledge';
import { useQueryKnowledgeBase } from './api';
import { KbFailure } from './failure';
import { KbForm, KbSection } from './section';

/** Ask the base a question: the answer and the pages it came from. */
export function QueryPanel({ kbId, targetAccountId }: { kbId: string; targetAccountId: number | undefined }) {
  const ask = useQueryKnowledgeBase(kbId, targetAccountId);
  const [question, setQuestion] = useState('');
  const [processQuery, setProcessQuery] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const answer = ask.data ? kbAnswerOf(ask.data.response) : null;

  return (
    <KbSection id="kb-query-heading" title="Ask the knowledge base" gap="3">
      <KbForm
        label="Ask the knowledge base"
        onSubmit={() => {
          const q = question.trim();
          if (!q) return setProblem(MESSAGES.fieldRequired);
          setProblem(null);
          ask.mutate({ query: q, processQuery });
        }}
      >
        <Stack gap="2">
          <Field.Root invalid={!!problem}>
            <Field.Label>Question</Field.Label>
            <Textarea
              rows={2}
              maxLength={2000}
              placeholder="Do you take Delta Dental PPO?"
              value={question}
              onChange={(e) => setQuestion(e.target.value)}
            />
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
          <Checkbox.Root size="sm" checked={processQuery} onCheckedChange={(e) => setProcessQuery(e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Rewrite the question before searching, as the agent does</Checkbox.Label>
          </Checkbox.Root>
          <Button type="submit" size="sm" alignSelf="start" loading={ask.isPending} loadingText="Asking…">
            Ask
          </Button>
        </Stack>
      </KbForm>
      <KbFailure what="query" error={ask.error} />
      {answer ? (
        <Stack gap="3" role="region" aria-label="Answer" aria-live="polite">
          {answer.searched ? (
            <Text fontSize="xs" color="fg.muted">
              Searched for: {answer.searched}
            </Text>
          ) : null}
          <Box borderWidth="1px" rounded="l2" p="3" bg="bg.subtle">
            <Text whiteSpace="pre-wrap">
              {answer.answer ?? 'No page of this knowledge base answers that question.'}
            </Text>
          </Box>
          {answer.sources.length ? (
            <Stack gap="1">
              <Text fontWeight="medium" fontSize="sm">
                Sources
              </Text>
              <Stack as="ol" ps="5" gap="1" aria-label="Sources">
                {answer.sources.map((s, i) => (
                  <Box as="li" key={`${s.documentId ?? i}`} fontSize="sm">
                    {s.url ? (
                      <Link href={s.url} target="_blank" rel="noopener noreferrer">
                        {s.host}
                      </Link>
                    ) : (
                      s.host
                    )}
                    {s.score === undefined ? null : (
                      <Text as="span" color="fg.muted">
                        {' '}
                        · {Math.round(s.score * 100)}% match
                      </Text>
                    )}
                  </Box>
                ))}
              </Stack>
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </KbSection>
  );
}
