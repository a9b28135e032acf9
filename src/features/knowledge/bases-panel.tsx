import { useState } from 'react';
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { KnowledgeBase } from '@/api/generated/model';
import { toast } from '@/components/feedback';
import { DeleteButton, confirmDelete } from '@/components/delete-action';
import { LabelledField } from '@/components/labelled-field';
import * as MESSAGES from '@/lib/message-catalogue';
import { useCreateKnowledgeBase, useDeleteKnowledgeBase } from './api';
import { KbFailure } from './failure';
import { KbForm, KbSection } from './section';

/** The bases: pick one, create one by title, delete one after confirmation. */
export function BasesPanel({
  bases,
  selected,
  onSelect,
  targetAccountId,
}: {
  bases: KnowledgeBase[];
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
  targetAccountId: number | undefined;
}) {
  const create = useCreateKnowledgeBase(targetAccountId);
  const remove = useDeleteKnowledgeBase(targetAccountId);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);

  const submit = () => {
    const t = title.trim();
    if (!t) return setTitleError(MESSAGES.fieldRequired);
    if (t.length > 200) return setTitleError('Use at most 200 characters.');
    setTitleError(null);
    create.mutate(t, {
      onSuccess: (answer) => {
        setTitle('');
        toast(`Knowledge base “${answer.kb.title}” created`, { type: 'success' });
        onSelect(answer.kb.id);
      },
    });
  };

  const askDelete = async (kb: KnowledgeBase) => {
    const confirmed = await confirmDelete({
      title: `Delete “${kb.title}”?`,
      details: 'The knowledge base and all its documents are removed. Your agent will no longer use them.',
      confirmText: 'Delete knowledge base',
      cancelText: 'Keep it',
    });
    if (!confirmed) return;
    remove.mutate(kb.id, {
      onSuccess: () => {
        toast(`Knowledge base “${kb.title}” deleted`, { type: 'success' });
        if (selected === kb.id) onSelect(undefined);
      },
    });
  };

  return (
    <KbSection id="kb-bases-heading" title="Knowledge bases" gap="3">
      {bases.length === 0 ? <Text color="fg.muted">No knowledge bases yet. Create one to add pages to it.</Text> : null}
      <Stack as="ul" listStyleType="none" gap="1" aria-label="Knowledge bases">
        {bases.map((kb) => (
          <HStack as="li" key={kb.id} gap="1">
            <Button
              flex="1"
              justifyContent="start"
              size="sm"
              variant={selected === kb.id ? 'subtle' : 'ghost'}
              aria-current={selected === kb.id ? 'true' : undefined}
              onClick={() => onSelect(kb.id)}
            >
              <Box as="span" truncate>
                {kb.title}
              </Box>
            </Button>
            <DeleteButton
              size="sm"
              label={`Delete ${kb.title}`}
              loading={remove.isPending && remove.variables === kb.id}
              onClick={() => void askDelete(kb)}
            />
          </HStack>
        ))}
      </Stack>
      <KbFailure what="deleteBase" error={remove.error} />
      <KbForm label="New knowledge base" onSubmit={submit}>
        <Stack gap="2">
          <LabelledField label="New knowledge base" error={titleError}>
            <Input
              size="sm"
              placeholder="Practice FAQ"
              value={title}
              maxLength={200}
              onChange={(e) => setTitle(e.target.value)}
            />
          </LabelledField>
          <Button type="submit" size="sm" loading={create.isPending} loadingText="Creating…" alignSelf="start">
            Create
          </Button>
          <KbFailure what="createBase" error={create.error} />
        </Stack>
      </KbForm>
    </KbSection>
  );
}
