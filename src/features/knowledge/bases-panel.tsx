import { useState } from 'react';
import { Box, Button, Field, HStack, Heading, IconButton, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { KnowledgeBase } from '@/api/generated/model';
import { confirmDialog, toast } from '@/components/feedback';
import { MESSAGES } from '@/lib/messages';
import { useCreateKnowledgeBase, useDeleteKnowledgeBase } from './api';
import { KbFailure } from './failure';

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
    const outcome = await confirmDialog({
      title: `Delete “${kb.title}”?`,
      details: 'The knowledge base and all its documents are removed. Your agent will no longer use them.',
      confirmText: 'Delete knowledge base',
      cancelText: 'Keep it',
      confirmColor: 'red',
    });
    if (outcome !== 'confirm') return;
    remove.mutate(kb.id, {
      onSuccess: () => {
        toast(`Knowledge base “${kb.title}” deleted`, { type: 'success' });
        if (selected === kb.id) onSelect(undefined);
      },
    });
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="kb-bases-heading">
      <Heading as="h2" size="sm" id="kb-bases-heading">
        Knowledge bases
      </Heading>
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
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={`Delete ${kb.title}`}
              loading={remove.isPending && remove.variables === kb.id}
              onClick={() => void askDelete(kb)}
            >
              <Trash2 />
            </IconButton>
          </HStack>
        ))}
      </Stack>
      <KbFailure what="deleteBase" error={remove.error} />
      <chakra.form
        noValidate
        aria-label="New knowledge base"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="2">
          <Field.Root invalid={!!titleError}>
            <Field.Label>New knowledge base</Field.Label>
            <Input
              size="sm"
              placeholder="Practice FAQ"
              value={title}
              maxLength={200}
              onChange={(e) => setTitle(e.target.value)}
            />
            <Field.ErrorText>{titleError}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" size="sm" loading={create.isPending} loadingText="Creating…" alignSelf="start">
            Create
          </Button>
          <KbFailure what="createBase" error={create.error} />
        </Stack>
      </chakra.form>
    </Stack>
  );
}
