import { useState } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import type { LogFilter } from '@/lib/filters';
import { LogFilterBuilder } from './log-filter-builder';
import { useLogsQuery } from './use-logs-query';

/** logFilterBuilder: edits the filters of the logs query; Apply writes them to the URL. */
export default function LogFilterBuilderOverlay({ close }: OverlayProps) {
  const { query, setQuery } = useLogsQuery();
  const [draft, setDraft] = useState<LogFilter[] | null>(null);
  const filters = draft ?? [...query.filters];
  return (
    <Stack gap="4">
      <LogFilterBuilder filters={filters} onChange={setDraft} />
      <HStack justify="flex-end">
        <Button variant="outline" size="sm" onClick={close}>
          Cancel
        </Button>
        <Button colorPalette="blue" size="sm" onClick={() => setQuery({ ...query, filters }, 'logFilterBuilder')}>
          Apply filters
        </Button>
      </HStack>
    </Stack>
  );
}
