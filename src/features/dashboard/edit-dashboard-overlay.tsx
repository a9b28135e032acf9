// The editDashboard overlay: add (a default metric or a new one), remove, reorder (buttons, or
// Alt+Arrow keys on a row) and reset to the defaults; saved in the account settings.
import { X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useOverlays, type OverlayProps } from '@/overlays';
import { toast } from '@/components/feedback';
import { OptionSelect } from '@/components/option-select';
import { DEFAULT_METRICS } from '@/lib/formula';
import type { Metric } from '@/lib/formula';
import * as MESSAGES from '@/lib/message-catalogue';
import { moveItem, windowLabel } from '@/lib/metrics';
import { useDashboardMetrics, useSaveMetrics } from './api';
import { useDashboardAccount } from './use-dashboard-account';

export default function EditDashboardOverlay({ close }: OverlayProps) {
  const targetAccountId = useDashboardAccount();
  const { account, metrics } = useDashboardMetrics(targetAccountId);
  if (account.isPending) return <Text color="fg.muted">Loading the dashboard…</Text>;
  return <DashboardEditor initial={metrics} targetAccountId={targetAccountId} close={close} />;
}

function DashboardEditor({
  initial,
  targetAccountId,
  close,
}: {
  initial: readonly Metric[];
  targetAccountId: number | undefined;
  close: () => void;
}) {
  const [list, setList] = useState<Metric[]>(() => [...initial]);
  const [status, setStatus] = useState('');
  const [toAdd, setToAdd] = useState('');
  const { save, isSaving } = useSaveMetrics(targetAccountId);
  const { open } = useOverlays();
  const rowRefs = useRef<(HTMLElement | null)[]>([]);
  const missing = DEFAULT_METRICS.filter((d) => !list.some((m) => m.name === d.name));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length) return;
    const next = moveItem(list, from, to);
    setList(next);
    setStatus(`${list[from]?.title} moved to position ${to + 1} of ${list.length}`);
    requestAnimationFrame(() => rowRefs.current[to]?.focus());
  };

  const onRowKey = (index: number) => (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    if (e.altKey && e.key === 'ArrowUp') {
      e.preventDefault();
      move(index, index - 1);
    } else if (e.altKey && e.key === 'ArrowDown') {
      e.preventDefault();
      move(index, index + 1);
    } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      rowRefs.current[index + (e.key === 'ArrowUp' ? -1 : 1)]?.focus();
    }
  };

  const onSave = async () => {
    const ok = await save(list);
    if (ok) toast('Dashboard saved', { type: 'success' });
    else toast(MESSAGES.settingsSaveFailed, { type: 'error' });
    close();
  };

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted" id="dashboard-order-help">
        Focus a metric and press Alt+↑ or Alt+↓ to move it, or use its arrow buttons.
      </Text>
      {list.length === 0 ? (
        <Text color="fg.muted" py="4" textAlign="center">
          No metrics. Add one below, or reset to the defaults.
        </Text>
      ) : null}
      <Stack
        as="ol"
        gap="2"
        listStyleType="none"
        aria-label="Dashboard metrics"
        aria-describedby="dashboard-order-help"
      >
        {list.map((metric, index) => (
          <HStack
            as="li"
            key={metric.name}
            ref={(el: HTMLDivElement | null) => {
              rowRefs.current[index] = el;
            }}
            tabIndex={0}
            onKeyDown={onRowKey(index)}
            aria-label={`${metric.title}, position ${index + 1} of ${list.length}`}
            layerStyle="panel"
            px="3"
            py="2"
            gap="2"
            _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
          >
            <Text fontSize="xs" color="fg.subtle" w="5" textAlign="end" fontVariantNumeric="tabular-nums">
              {index + 1}
            </Text>
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="medium" lineClamp={1}>
                {metric.title}
              </Text>
              <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                {metric.aggregation} of {metric.formula} · {windowLabel(metric.dateFilter)}
              </Text>
            </Stack>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Move ${metric.title} up`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Move ${metric.title} down`}
              disabled={index === list.length - 1}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </IconButton>
            <Button
              size="xs"
              variant="ghost"
              aria-label={`Edit ${metric.title}`}
              onClick={() => open('editMetric', metric.name)}
            >
              Edit
            </Button>
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={`Remove ${metric.title}`}
              onClick={() => {
                setList(list.filter((m) => m.name !== metric.name));
                setStatus(`${metric.title} removed`);
              }}
            >
              <X size={14} />
            </IconButton>
          </HStack>
        ))}
      </Stack>
      <Text srOnly aria-live="polite">
        {status}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {missing.length > 0 ? (
          <HStack gap="2">
            <OptionSelect
              w="56"
              aria-label="Default metric to add"
              options={[
                { value: '', label: 'Choose a default metric…' },
                ...missing.map((m) => ({ value: m.name, label: m.title })),
              ]}
              value={toAdd}
              onChange={setToAdd}
            />
            <Button
              size="sm"
              variant="outline"
              disabled={!toAdd}
              onClick={() => {
                const metric = DEFAULT_METRICS.find((m) => m.name === toAdd);
                if (metric) setList([...list, metric]);
                setToAdd('');
                if (metric) setStatus(`${metric.title} added`);
              }}
            >
              Add
            </Button>
          </HStack>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => open('editMetric', 'new')}>
          New metric…
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setList([...DEFAULT_METRICS]);
            setStatus('Reset to the default metrics');
          }}
        >
          Reset to defaults
        </Button>
      </HStack>
      <HStack justify="end" gap="2">
        <Button size="sm" variant="ghost" onClick={close}>
          Cancel
        </Button>
        <Button size="sm" loading={isSaving} onClick={() => void onSave()}>
          Save dashboard
        </Button>
      </HStack>
    </Stack>
  );
}
