// The log filter builder of the metric editor: field, operator (disabled operators are shown but
// cannot be picked, spec 000 §5) and value, read back as 'Where {field} {operator} {value}'.
import { X } from 'lucide-react';
import { Button, Field, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { OptionSelect } from '@/components/option-select';
import type { LogFilter } from '@/lib/filters';
import { FILTER_OPERATORS, defaultOperator, filterText, findOperator, logFieldType, makeFilter } from '@/lib/filters';

export interface FilterBuilderProps {
  readonly filters: readonly LogFilter[];
  readonly onChange: (filters: LogFilter[]) => void;
  readonly fields: readonly string[];
}

/** A filter whose value is being typed may not be a valid filter yet: keep the raw text. */
function withValue(filter: LogFilter, text: string): LogFilter {
  const made = makeFilter(filter.field, filter.operator, text);
  return made ?? { ...filter, value: text };
}

export function FilterBuilder({ filters, onChange, fields }: FilterBuilderProps) {
  const update = (index: number, next: LogFilter) => onChange(filters.map((f, i) => (i === index ? next : f)));
  const text = filterText(filters);
  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm" id="metric-filters-label">
        Filters
      </Text>
      {filters.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Every conversation in the window counts.
        </Text>
      ) : null}
      {filters.map((filter, index) => {
        const type = logFieldType(filter.field);
        const operators = FILTER_OPERATORS[type];
        const arity = findOperator(type, filter.operator)?.arity ?? 1;
        const n = index + 1;
        return (
          <HStack key={index} gap="2" flexWrap={{ base: 'wrap', md: 'nowrap' }} role="group" aria-label={`Filter ${n}`}>
            <NativeSelect.Root size="sm" flex="1" minW="32">
              <NativeSelect.Field
                aria-label={`Filter ${n} field`}
                value={filter.field}
                onChange={(e) => {
                  const field = e.target.value;
                  const op = defaultOperator(logFieldType(field));
                  update(index, makeFilter(field, op, '') ?? { field, operator: op, value: '' });
                }}
              >
                {[...new Set([filter.field, ...fields])].map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <OptionSelect
              flex="1"
              minW="32"
              aria-label={`Filter ${n} operator`}
              options={operators.map((op) => ({ value: op.id, label: op.label, disabled: !op.enabled }))}
              value={filter.operator}
              onChange={(operator) => update(index, { ...filter, operator })}
            />
            {arity > 0 ? (
              <Field.Root flex="1" minW="32">
                <Input
                  size="sm"
                  aria-label={`Filter ${n} value`}
                  value={
                    filter.value === null
                      ? ''
                      : Array.isArray(filter.value)
                        ? filter.value.join(',')
                        : String(filter.value)
                  }
                  onChange={(e) => update(index, withValue(filter, e.target.value))}
                />
              </Field.Root>
            ) : null}
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={`Remove filter ${n}`}
              onClick={() => onChange(filters.filter((_, i) => i !== index))}
            >
              <X size={14} />
            </IconButton>
          </HStack>
        );
      })}
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Button
          size="xs"
          variant="outline"
          onClick={() => {
            const field = fields.includes('direction') ? 'direction' : (fields[0] ?? 'direction');
            const op = defaultOperator(logFieldType(field));
            onChange([...filters, { field, operator: op, value: '' }]);
          }}
        >
          Add filter
        </Button>
        {text ? (
          <Text fontSize="sm" color="fg.muted" data-testid="filter-text">
            {text}
          </Text>
        ) : null}
      </HStack>
    </Stack>
  );
}
