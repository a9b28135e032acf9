import { useId, useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { CloseButton } from '@/components/close-button';
import { DayPickerField } from '@/components/day-picker-field';
import { OptionSelect, type SelectOption } from '@/components/option-select';
import {
  FILTERABLE_FIELDS,
  conditionText,
  defaultOperator,
  filterText,
  logFieldType,
  makeFilter,
  operatorsForType,
  type FilterOperator,
  type LogField,
  type LogFilter,
} from '@/lib/filters';
import { columnTitle } from '@/lib/logs';

/** Known values of string fields, offered as a choice instead of free text. */
const VALUE_CHOICES: Readonly<Record<string, readonly string[]>> = {
  direction: ['inbound', 'outbound'],
  type: ['call', 'message'],
};

const fieldOptions = (fields: readonly LogField[]): SelectOption[] =>
  fields.map((f) => ({ value: f.name, label: columnTitle(f.name) }));

const FIELD_OPTIONS: readonly SelectOption[] = fieldOptions(FILTERABLE_FIELDS);

/** The log filter builder: field, operator (disabled operators shown but not selectable) and
 * value; the conditions read 'Where {field} {operator} {value}' joined by 'and'. A date-typed
 * value is a day, typed or picked on the console's calendar (never the browser's date input). */
export function LogFilterBuilder({
  filters,
  onChange,
  fields = FILTERABLE_FIELDS,
}: {
  filters: readonly LogFilter[];
  onChange: (filters: LogFilter[]) => void;
  /** The fields offered (the filterable log fields by default). */
  fields?: readonly LogField[];
}) {
  const options = fields === FILTERABLE_FIELDS ? FIELD_OPTIONS : fieldOptions(fields);
  const [field, setField] = useState(fields[0]?.name ?? '');
  const type = logFieldType(field, fields);
  const [operator, setOperator] = useState<FilterOperator>(defaultOperator(type));
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const choices = VALUE_CHOICES[field];

  const chooseField = (next: string) => {
    setField(next);
    setOperator(defaultOperator(logFieldType(next, fields)));
    setValue('');
    setError(null);
  };

  const add = () => {
    const filter = value.trim() === '' ? null : makeFilter(field, operator, value.trim(), fields);
    if (!filter) {
      setError(type === 'integer' ? 'Enter a whole number.' : 'Enter a value.');
      return;
    }
    setError(null);
    setValue('');
    // One condition per field: a new one replaces the old.
    onChange([...filters.filter((f) => f.field !== field), filter]);
  };

  return (
    <Stack gap="4">
      <Stack gap="2">
        {filters.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            No filters: every conversation of the window is shown.
          </Text>
        ) : (
          <>
            <Text fontSize="sm" data-testid="filter-text">
              {filterText(filters)}
            </Text>
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="Conditions">
              {filters.map((filter, i) => (
                <HStack
                  as="li"
                  key={`${filter.field}-${i}`}
                  justify="space-between"
                  borderWidth="1px"
                  rounded="l2"
                  px="3"
                  py="1"
                >
                  <Text fontSize="sm">{conditionText(filter)}</Text>
                  <CloseButton
                    size="xs"
                    aria-label={`Remove ${conditionText(filter)}`}
                    onClick={() => onChange(filters.filter((_, j) => j !== i))}
                  />
                </HStack>
              ))}
            </Stack>
          </>
        )}
      </Stack>
      <Stack
        as="form"
        gap="3"
        borderWidth="1px"
        rounded="l2"
        p="3"
        aria-label="Add a condition"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <HStack gap="2" align="end" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Field.Root>
            <Field.Label fontSize="xs">Field</Field.Label>
            <OptionSelect options={options} value={field} onChange={chooseField} />
          </Field.Root>
          <Field.Root>
            <Field.Label fontSize="xs">Operator</Field.Label>
            <OptionSelect
              options={operatorsForType(type).map((op) => ({ value: op.id, label: op.label, disabled: !op.enabled }))}
              value={operator}
              onChange={setOperator}
            />
          </Field.Root>
          {type === 'date' ? (
            <DayPickerField
              label="Value"
              day={value}
              onDayChange={setValue}
              invalid={!!error}
              describedBy={error ? errorId : undefined}
            />
          ) : (
            <Field.Root invalid={!!error}>
              <Field.Label fontSize="xs">Value</Field.Label>
              {choices ? (
                <OptionSelect
                  options={[
                    { value: '', label: 'Choose…' },
                    ...choices.map((choice) => ({ value: choice, label: choice })),
                  ]}
                  value={value}
                  onChange={setValue}
                  aria-describedby={error ? errorId : undefined}
                />
              ) : (
                <Input
                  size="sm"
                  type={type === 'integer' ? 'number' : 'text'}
                  inputMode={type === 'integer' ? 'numeric' : undefined}
                  value={value}
                  maxLength={200}
                  onChange={(e) => setValue(e.target.value)}
                  aria-describedby={error ? errorId : undefined}
                />
              )}
            </Field.Root>
          )}
        </HStack>
        {error ? (
          <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : null}
        <Button type="submit" size="sm" variant="outline" alignSelf="start">
          Add condition
        </Button>
      </Stack>
    </Stack>
  );
}
