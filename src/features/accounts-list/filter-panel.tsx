import { Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Field, Fieldset, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  DayFieldsBoundary,
  DayFieldsLoading,
  DayPickerField,
  FieldPlaceholder,
  UNREADABLE_DAY,
} from '@/components/lazy-day-picker-field';
import { OptionSelect } from '@/components/option-select';
import { dayText } from '@/lib/dates';
import {
  ORG_DATE_FILTERS,
  ORG_DATE_GROUPS,
  ORG_FLAG_FILTERS,
  ORG_FLAG_LABELS,
  ORG_RANGE_GROUPS,
  ORG_TEXT_FILTERS,
  ORG_TEXT_LABELS,
  orgFilterProblems,
  parseOrgFilters,
  serializeOrgFilters,
  type OrgDateFilter,
  type OrgFilterKey,
  type OrgFilters,
} from '@/lib/accounts';

/**
 * Every filter of `searchOrganizations` (spec 001 §3): minutes and messages per period, the yes/no
 * states, plan and term, billing and external ids, created and canceled ranges. Edited as text and
 * applied together (the URL changes once); a minimum above its maximum is named, not sent.
 */
const FLAG_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

const TERM_OPTIONS = [
  { value: '', label: 'Any' },
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

/** The date ranges' grid, each range a row of its from and to fields. */
function dateGrid(field: (f: { key: OrgDateFilter; label: string }) => ReactNode) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {ORG_DATE_GROUPS.map((g) => (
        <HStack key={g.start} align="start">
          {field({ key: g.start, label: `${g.label} from` })}
          {field({ key: g.end, label: `${g.label} to` })}
        </HStack>
      ))}
    </SimpleGrid>
  );
}

export function OrgFilterPanel({
  filters,
  onApply,
  onClose,
}: {
  filters: OrgFilters;
  onApply: (filters: OrgFilters) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Record<string, string>>(() => serializeOrgFilters(filters));
  const [problems, setProblems] = useState<Partial<Record<OrgFilterKey, string>>>({});
  const set = (key: OrgFilterKey) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  // An organization is created, and cancels, on a past day: each date's calendar greys out the
  // days after today.
  const today = dayText(new Date());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = parseOrgFilters(Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim() !== '')));
    // A date field keeps text that is not a day (onInvalidText): it is named, not dropped.
    const unreadable = ORG_DATE_FILTERS.filter((key) => (draft[key] ?? '') !== '' && next[key] === undefined);
    const found = { ...orgFilterProblems(next), ...Object.fromEntries(unreadable.map((key) => [key, UNREADABLE_DAY])) };
    setProblems(found);
    if (Object.keys(found).length === 0) onApply(next);
  };
  const numberField = (key: OrgFilterKey, label: string) => (
    <Field.Root key={key} invalid={!!problems[key]}>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <Input
        size="sm"
        inputMode="numeric"
        pattern="[0-9]*"
        value={draft[key] ?? ''}
        onChange={(e) => set(key)(e.target.value.replace(/\D/g, ''))}
      />
      <Field.ErrorText>{problems[key]}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <Box as="form" onSubmit={submit} borderWidth="1px" rounded="md" bg="bg" p="4" aria-label="Organization filters">
      <Stack gap="5">
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Usage</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {ORG_RANGE_GROUPS.map((g) => (
              // Each pair is a group named by its measure, so its Min and Max are told apart.
              <Fieldset.Root key={g.min} gap="1">
                <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg">
                  {g.label}
                </Fieldset.Legend>
                <HStack align="start">
                  {numberField(g.min, 'Min')}
                  {numberField(g.max, 'Max')}
                </HStack>
              </Fieldset.Root>
            ))}
          </SimpleGrid>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Plan and status</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
            {ORG_FLAG_FILTERS.map((key) => (
              <Field.Root key={key}>
                <Field.Label fontSize="xs">{ORG_FLAG_LABELS[key]}</Field.Label>
                <OptionSelect options={FLAG_OPTIONS} value={draft[key] ?? ''} onChange={set(key)} />
              </Field.Root>
            ))}
            <Field.Root>
              <Field.Label fontSize="xs">Plan term</Field.Label>
              <OptionSelect
                options={TERM_OPTIONS}
                value={draft.productPlanTerm ?? ''}
                onChange={set('productPlanTerm')}
              />
            </Field.Root>
            {ORG_TEXT_FILTERS.map((key) => (
              <Field.Root key={key}>
                <Field.Label fontSize="xs">{ORG_TEXT_LABELS[key]}</Field.Label>
                <Input size="sm" value={draft[key] ?? ''} maxLength={120} onChange={(e) => set(key)(e.target.value)} />
              </Field.Root>
            ))}
          </SimpleGrid>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Dates</Fieldset.Legend>
          {/* One boundary for the four fields: one placeholder while they load, one sentence if
              they cannot. */}
          <DayFieldsBoundary>
            <Suspense
              fallback={
                <DayFieldsLoading layout={false}>
                  {dateGrid(({ key, label }) => (
                    <FieldPlaceholder key={key} label={label} error={problems[key]} />
                  ))}
                </DayFieldsLoading>
              }
            >
              {dateGrid(({ key, label }) => (
                <DayPickerField
                  key={key}
                  label={label}
                  day={draft[key] ?? ''}
                  onDayChange={set(key)}
                  onInvalidText={set(key)}
                  // A creation is in the past; a cancellation may be set for a day ahead (at the
                  // end of a paid period).
                  latest={key === 'createdStart' || key === 'createdEnd' ? today : undefined}
                  error={problems[key]}
                  portalled
                />
              ))}
            </Suspense>
          </DayFieldsBoundary>
        </Fieldset.Root>
        <HStack justify="flex-end" gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setDraft({});
              setProblems({});
              onApply({});
            }}
          >
            Clear filters
          </Button>
          <Button size="sm" variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button size="sm" type="submit">
            Apply filters
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
