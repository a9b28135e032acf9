// The editMetric overlay (`?editMetric=new` or `?editMetric=<name>`): name, title, filters,
// formula (live validation, autocomplete, error position), aggregation, scale, format, precision
// and the date filter (a moving window or a custom range of days), with a live preview over the dashboard's current rows.
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Alert, Badge, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DayPickerField } from '@/components/day-picker-field';
import { OptionSelect } from '@/components/option-select';
import type { OverlayProps } from '@/overlays';
import { toast } from '@/components/feedback';
import type { LogFilter } from '@/lib/filters';
import { FILTERABLE_FIELDS, LOG_ROW_FIELDS } from '@/lib/filters';
import type { Metric, MetricAggregation, MetricFormat } from '@/lib/formula';
import { createMetric, diagnoseFormula, formatMetric } from '@/lib/formula';
import * as MESSAGES from '@/lib/message-catalogue';
import {
  MAX_PRECISION,
  METRIC_UNITS,
  computeMetricDetail,
  dayInputText,
  dayRange,
  metricFilterList,
  metricNameFromTitle,
  windowLabel,
} from '@/lib/metrics';
import { useDashboardMetrics, useSaveMetrics } from './api';
import { FilterBuilder } from './filter-builder';
import { FormulaField } from './formula-field';
import { useDashboardClock, useDashboardRows } from './use-dashboard';
import { useDashboardAccount } from './use-dashboard-account';
import { useDebouncedValue } from '@/hooks';
import { CancelButton } from '@/components/cancel-button';

/** How long the editor waits after a change before it fetches the rows of the draft's window. */
const PREVIEW_WINDOW_DEBOUNCE_MS = 400;

interface Draft {
  name: string;
  title: string;
  filters: LogFilter[];
  formula: string;
  aggregation: MetricAggregation;
  scale: string;
  format: MetricFormat;
  precision: string;
  windowType: 'moving' | 'range';
  lastN: string;
  unit: string;
  /** The custom range's days (YYYY-MM-DD, local). */
  from: string;
  to: string;
}

function draftOf(metric: Metric, nowSeconds: number): Draft {
  const df = metric.dateFilter;
  const moving = df.type === 'moving' ? df : { lastN: 30, unit: 'day' };
  // A new custom range starts as the last 7 days.
  const range = df.type === 'range' ? df : { start: nowSeconds - 6 * 86_400, end: nowSeconds };
  return {
    name: metric.name,
    title: metric.title,
    filters: metricFilterList(metric),
    formula: metric.formula,
    aggregation: metric.aggregation,
    scale: String(metric.scale),
    format: metric.format,
    precision: String(metric.precision),
    windowType: df.type,
    lastN: String(moving.lastN),
    unit: moving.unit.replace(/s$/, ''),
    from: dayInputText(range.start),
    to: dayInputText(range.end),
  };
}

const numberOr = (text: string, fallback: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? n : fallback;
};

function metricOf(draft: Draft, nowSeconds: number): Metric {
  const range = dayRange(draft.from, draft.to, nowSeconds);
  return createMetric({
    name: draft.name.trim(),
    title: draft.title.trim() || draft.name.trim(),
    filters: draft.filters.filter((f) => f.value !== ''),
    formula: draft.formula,
    aggregation: draft.aggregation,
    scale: numberOr(draft.scale, 1),
    format: draft.format,
    precision: Math.min(MAX_PRECISION, Math.max(0, Math.trunc(numberOr(draft.precision, 0)))),
    dateFilter:
      draft.windowType === 'range' && range.ok
        ? { type: 'range', start: range.start, end: range.end }
        : {
            type: 'moving',
            lastN: Math.max(1, Math.min(3650, Math.round(numberOr(draft.lastN, 30)))),
            unit: draft.unit,
          },
  });
}

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <OptionSelect options={options} value={value} onChange={onChange} />
    </Field.Root>
  );
}

export default function EditMetricOverlay({ value, close }: OverlayProps<string | null>) {
  const targetAccountId = useDashboardAccount();
  const { account, metrics } = useDashboardMetrics(targetAccountId);
  const editing = value;
  const existing = editing === null ? undefined : metrics.find((m) => m.name === editing);
  if (account.isPending) return <Text color="fg.muted">Loading the metric…</Text>;
  if (editing !== null && !existing) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>There is no metric named “{editing}” on this dashboard.</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <MetricEditor
      key={editing ?? 'new'}
      initial={existing ?? createMetric({ name: '', title: '', aggregation: 'count' })}
      isNew={editing === null}
      metrics={metrics}
      targetAccountId={targetAccountId}
      close={close}
    />
  );
}

function MetricEditor({
  initial,
  isNew,
  metrics,
  targetAccountId,
  close,
}: {
  initial: Metric;
  isNew: boolean;
  metrics: readonly Metric[];
  targetAccountId: number | undefined;
  close: () => void;
}) {
  const nowSeconds = Math.floor(useDashboardClock() / 1000);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial, nowSeconds));
  const [nameTouched, setNameTouched] = useState(!isNew);
  const [submitted, setSubmitted] = useState(false);
  const set = <K extends keyof Draft>(key: K, v: Draft[K]) => setDraft((d) => ({ ...d, [key]: v }));
  const { save, isSaving } = useSaveMetrics(targetAccountId);
  // One object per draft: useDeferredValue and the preview compare it by identity (a new object
  // on every render would start a background render on every render).
  const metric = useMemo(() => metricOf(draft, nowSeconds), [draft, nowSeconds]);
  // The preview runs on the deferred draft, so typing never waits for it; the rows fetched cover
  // the draft's window too (a custom range may start before every saved metric's window).
  const deferred = useDeferredValue(metric);
  // The rows' window follows the draft once typing pauses (each "Last N" keystroke would
  // otherwise start a fetch of its own).
  const windowMetric = useDebouncedValue(deferred, PREVIEW_WINDOW_DEBOUNCE_MS);
  const logs = useDashboardRows(targetAccountId, [...metrics, windowMetric]);
  const rows = logs.data?.rows;

  const fields = useMemo(
    () => [
      ...new Set([
        ...LOG_ROW_FIELDS.map((f) => f.name),
        ...FILTERABLE_FIELDS.map((f) => f.name),
        ...(logs.data?.fields ?? []),
      ]),
    ],
    [logs.data?.fields],
  );
  const filterFields = useMemo(() => [...new Set([...FILTERABLE_FIELDS.map((f) => f.name), ...fields])], [fields]);
  const diagnostic = useMemo(() => diagnoseFormula(draft.formula, fields), [draft.formula, fields]);
  const preview = useMemo(
    () => (rows && !diagnostic ? computeMetricDetail(deferred, rows, logs.now) : null),
    [rows, deferred, diagnostic, logs.now],
  );

  const taken = metrics.filter((m) => m.name !== initial.name).map((m) => m.name);
  const nameError = !metric.name
    ? 'A name is required'
    : taken.includes(metric.name)
      ? 'Another metric has this name'
      : null;
  const titleError = !draft.title.trim() ? 'A title is required' : null;
  const range = dayRange(draft.from, draft.to, nowSeconds);
  const rangeError = draft.windowType === 'range' && !range.ok ? range.error : null;
  const rangeErrorId = useId();

  const onSubmit = async () => {
    setSubmitted(true);
    if (nameError || titleError || diagnostic || rangeError) return;
    const next = isNew ? [...metrics, metric] : metrics.map((m) => (m.name === initial.name ? metric : m));
    const ok = await save(next);
    if (ok) toast(isNew ? 'Metric added to the dashboard' : 'Metric saved', { type: 'success' });
    else toast(MESSAGES.settingsSaveFailed, { type: 'error' });
    close();
  };

  return (
    <Stack asChild gap="4">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root required invalid={submitted && !!titleError}>
            <Field.Label>Title</Field.Label>
            <Input
              size="sm"
              value={draft.title}
              onChange={(e) => {
                const title = e.target.value;
                setDraft((d) => ({ ...d, title, name: nameTouched ? d.name : metricNameFromTitle(title, taken) }));
              }}
            />
            {submitted && titleError ? <Field.ErrorText>{titleError}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root required invalid={submitted && !!nameError}>
            <Field.Label>Name</Field.Label>
            <Input
              size="sm"
              fontFamily="mono"
              value={draft.name}
              onChange={(e) => {
                setNameTouched(true);
                set('name', e.target.value);
              }}
            />
            {submitted && nameError ? <Field.ErrorText>{nameError}</Field.ErrorText> : null}
          </Field.Root>
        </SimpleGrid>

        <FilterBuilder filters={draft.filters} onChange={(f) => set('filters', f)} fields={filterFields} />

        <FormulaField
          value={draft.formula}
          onChange={(f) => set('formula', f)}
          fields={fields}
          diagnostic={diagnostic}
        />

        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Select
            label="Aggregation"
            value={draft.aggregation}
            onChange={(v) => set('aggregation', v)}
            options={[
              { value: 'sum', label: 'Sum' },
              { value: 'count', label: 'Count' },
              { value: 'avg', label: 'Average' },
            ]}
          />
          <Field.Root>
            <Field.Label>Scale</Field.Label>
            <Input size="sm" inputMode="decimal" value={draft.scale} onChange={(e) => set('scale', e.target.value)} />
          </Field.Root>
          <Select
            label="Format"
            value={draft.format}
            onChange={(v) => set('format', v)}
            options={[
              { value: 'integer', label: 'Number' },
              { value: 'percentage', label: 'Percentage' },
            ]}
          />
          <Field.Root>
            <Field.Label>Precision</Field.Label>
            <Input
              size="sm"
              type="number"
              min={0}
              max={MAX_PRECISION}
              value={draft.precision}
              onChange={(e) => set('precision', e.target.value)}
            />
          </Field.Root>
        </SimpleGrid>

        <Stack gap="2" role="group" aria-labelledby={`${rangeErrorId}-label`}>
          <Text id={`${rangeErrorId}-label`} fontWeight="medium" fontSize="sm">
            Date filter
          </Text>
          <HStack gap="2" align="end" wrap="wrap">
            <NativeSelect.Root size="sm" w="40">
              <NativeSelect.Field
                aria-label="Window"
                value={draft.windowType}
                onChange={(e) => set('windowType', e.target.value === 'range' ? 'range' : 'moving')}
              >
                <option value="moving">Moving window</option>
                <option value="range">Custom range</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {draft.windowType === 'moving' ? (
              <>
                <Text fontSize="sm" pb="2">
                  Last
                </Text>
                <Field.Root w="24">
                  <Input
                    size="sm"
                    type="number"
                    min={1}
                    max={3650}
                    aria-label="How many"
                    value={draft.lastN}
                    onChange={(e) => set('lastN', e.target.value)}
                  />
                </Field.Root>
                <NativeSelect.Root size="sm" w="32">
                  <NativeSelect.Field
                    aria-label="Unit"
                    value={draft.unit}
                    onChange={(e) => set('unit', e.target.value)}
                  >
                    {METRIC_UNITS.map((u) => (
                      <option key={u} value={u}>
                        {u}s
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </>
            ) : (
              <>
                <DayPickerField
                  label="From"
                  day={draft.from}
                  onDayChange={(day) => set('from', day)}
                  latest={dayInputText(nowSeconds)}
                  invalid={!!rangeError}
                  describedBy={rangeError ? rangeErrorId : undefined}
                  w="40"
                />
                <DayPickerField
                  label="To"
                  day={draft.to}
                  onDayChange={(day) => set('to', day)}
                  invalid={!!rangeError}
                  describedBy={rangeError ? rangeErrorId : undefined}
                  w="40"
                />
              </>
            )}
          </HStack>
          {rangeError ? (
            <Text id={rangeErrorId} role="alert" color="fg.error" fontSize="sm">
              {rangeError}
            </Text>
          ) : null}
        </Stack>

        <Stack
          gap="1"
          p="3"
          rounded="md"
          bg="bg.subtle"
          borderWidth="1px"
          aria-live="polite"
          aria-label="Preview"
          role="region"
        >
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            Preview · {windowLabel(metric.dateFilter)}
          </Text>
          {logs.isError ? (
            <Text fontSize="sm" color="fg.error">
              {MESSAGES.fetchLogsFailed}
            </Text>
          ) : !rows ? (
            <Text fontSize="sm" color="fg.muted">
              Loading conversation logs…{' '}
              {logs.progress.loaded > 0 ? `${logs.progress.loaded.toLocaleString('en-US')} rows` : ''}
            </Text>
          ) : diagnostic ? (
            <Text fontSize="sm" color="fg.muted">
              Fix the formula to see its value.
            </Text>
          ) : preview ? (
            <HStack gap="3" align="baseline">
              <Text fontSize="2xl" fontWeight="semibold" data-testid="metric-preview" fontVariantNumeric="tabular-nums">
                {formatMetric(preview.value, metric)}
              </Text>
              <Badge variant="subtle">{preview.rowCount.toLocaleString('en-US')} conversations</Badge>
            </HStack>
          ) : null}
        </Stack>

        <HStack justify="end" gap="2">
          <CancelButton size="sm" variant="ghost" onClick={close} />
          <Button size="sm" type="submit" loading={isSaving}>
            {isNew ? 'Add to dashboard' : 'Save metric'}
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
