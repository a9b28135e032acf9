import { useState } from 'react';
import { Box, Button, Checkbox, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { columnTitle, resolveLogColumns } from '@/lib/logs';
import { useLogs } from './use-logs';
import { useLogsQuery, useLogsTargetAccountId } from './use-logs-query';

/** editConvoColumns: choose the columns of the logs table and their order. */
export default function EditConvoColumnsOverlay({ close }: OverlayProps) {
  const { query, setQuery } = useLogsQuery();
  const logs = useLogs(query, useLogsTargetAccountId());
  const [chosen, setChosen] = useState<string[] | null>(null);
  const selected = chosen ?? resolveLogColumns(query.fields, logs.available);
  const others = logs.available.filter((field) => !selected.includes(field));

  const toggle = (field: string, on: boolean) =>
    setChosen(on ? [...selected, field] : selected.filter((f) => f !== field));
  const move = (index: number, by: -1 | 1) => {
    const next = [...selected];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setChosen(next);
  };

  const row = (field: string, index: number | null) => (
    <HStack
      as="li"
      key={field}
      justify="space-between"
      py="1.5"
      px="2"
      rounded="l2"
      _hover={{ bg: 'bg.muted' }}
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Checkbox.Root checked={index !== null} onCheckedChange={(e) => toggle(field, !!e.checked)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          {columnTitle(field)}{' '}
          <Text as="span" color="fg.muted" fontSize="xs">
            {field}
          </Text>
        </Checkbox.Label>
      </Checkbox.Root>
      {index !== null ? (
        <HStack gap="1">
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Move ${columnTitle(field)} up`}
            disabled={index === 0}
            onClick={() => move(index, -1)}
          >
            ↑
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Move ${columnTitle(field)} down`}
            disabled={index === selected.length - 1}
            onClick={() => move(index, 1)}
          >
            ↓
          </IconButton>
        </HStack>
      ) : null}
    </HStack>
  );

  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        Choose the columns of the logs and their order. Without a choice, the first 10 available are shown.
      </Text>
      <Box>
        <Text fontWeight="semibold" fontSize="sm" mb="1" id="shown-columns">
          Shown ({selected.length})
        </Text>
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-labelledby="shown-columns">
          {selected.map((field, i) => row(field, i))}
        </Stack>
      </Box>
      {others.length > 0 ? (
        <Box>
          <Text fontWeight="semibold" fontSize="sm" mb="1" id="hidden-columns">
            Hidden
          </Text>
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-labelledby="hidden-columns">
            {others.map((field) => row(field, null))}
          </Stack>
        </Box>
      ) : null}
      {selected.length === 0 ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          Choose at least one column.
        </Text>
      ) : null}
      <HStack justify="space-between">
        <Button variant="ghost" size="sm" onClick={() => setQuery({ ...query, fields: [] }, 'editConvoColumns')}>
          Reset to default
        </Button>
        <HStack>
          <Button variant="outline" size="sm" onClick={close}>
            Cancel
          </Button>
          <Button
            colorPalette="blue"
            size="sm"
            disabled={selected.length === 0}
            onClick={() => setQuery({ ...query, fields: selected }, 'editConvoColumns')}
          >
            Apply columns
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
