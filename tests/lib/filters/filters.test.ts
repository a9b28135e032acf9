import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { LogFilter } from '@/lib/filters';
import {
  parseJsonLoosely,
  FILTERABLE_FIELDS,
  FILTER_OPERATORS,
  defaultLogFields,
  defaultLogWindow,
  defaultOperator,
  filterText,
  filtersFromObject,
  logFieldType,
  matchesAllFilters,
  matchesFilter,
  operatorsForType,
  parseDateFilterParam,
  parseFieldsParam,
  parseFiltersParam,
  parseQueryFilter,
  serializeFieldsParam,
  serializeFiltersParam,
  toQueryFilters,
} from '@/lib/filters';

describe('filterable fields and operator catalogue (spec §3, §5)', () => {
  it('lists the filterable log fields with their types', () => {
    expect(FILTERABLE_FIELDS).toEqual([
      { name: 'direction', type: 'string' },
      { name: 'type', type: 'string' },
      { name: 'duration', type: 'integer' },
      { name: 'transfer', type: 'integer' },
      { name: 'scheduled', type: 'string' },
    ]);
  });

  it.each([
    ['string', ['is'], ['is not', 'contains', 'does not contain', 'is set', 'is not set']],
    [
      'integer',
      ['equals'],
      [
        'not equal',
        'greater than',
        'greater than or equal',
        'less than',
        'less than or equal',
        'between',
        'not between',
      ],
    ],
    ['date', ['on'], ['not on', 'before', 'after', 'on or before', 'on or after', 'between', 'not between']],
  ] as const)('%s: enabled %j, disabled %j', (type, enabled, disabled) => {
    expect(operatorsForType(type, { enabledOnly: true }).map((op) => op.label)).toEqual(enabled);
    expect(FILTER_OPERATORS[type].filter((op) => !op.enabled).map((op) => op.label)).toEqual(disabled);
  });

  it.each([
    ['string', 'is'],
    ['integer', 'eq'],
    ['date', 'on'],
  ] as const)('default operator of %s is %s', (type, op) => {
    expect(defaultOperator(type)).toBe(op);
  });
});

describe('filter text', () => {
  it.each([
    [[], ''],
    [[{ field: 'direction', operator: 'is', value: 'inbound' }], 'Where direction is inbound'],
    [
      [
        { field: 'direction', operator: 'is', value: 'inbound' },
        { field: 'duration', operator: 'gt', value: 60 },
      ],
      'Where direction is inbound and duration greater than 60',
    ],
    [[{ field: 'duration', operator: 'between', value: [10, 20] }], 'Where duration between 10 and 20'],
    [[{ field: 'type', operator: 'isSet', value: null }], 'Where type is set'],
    [[{ field: 'timestamp', operator: 'on', value: '2024-05-01' }], 'Where timestamp on 2024-05-01'],
  ] as const)('%j → %s', (filters, text) => {
    expect(filterText(filters as unknown as LogFilter[])).toBe(text);
  });
});

describe('the filters query parameter', () => {
  const expected: LogFilter[] = [
    { field: 'direction', operator: 'is', value: 'inbound' },
    { field: 'duration', operator: 'gt', value: 60 },
  ];
  const json = JSON.stringify({ direction: 'inbound', duration: '60', durationOp: 'gt' });

  it.each([
    ['plain JSON', json],
    ['URL-encoded JSON', encodeURIComponent(json)],
    ['double URL-encoded JSON', encodeURIComponent(encodeURIComponent(json))],
    ['the value|operator form', JSON.stringify({ direction: 'inbound', duration: '60|gt' })],
    ['a list of filters', JSON.stringify(expected)],
  ])('reads %s', (_name, raw) => {
    expect(parseFiltersParam(raw)).toEqual(expected);
  });

  it('keys ending in Op hold the operator of the matching filter; unknown operators fall back to the default', () => {
    expect(parseFiltersParam(JSON.stringify({ direction: 'x', directionOp: 'contains', typeOp: 'is' }))).toEqual([
      { field: 'direction', operator: 'contains', value: 'x' },
    ]);
    expect(parseFiltersParam(JSON.stringify({ duration: 5, durationOp: 'bogus' }))).toEqual([
      { field: 'duration', operator: 'eq', value: 5 },
    ]);
    expect(parseFiltersParam(JSON.stringify({ duration: '1,5', durationOp: 'between' }))).toEqual([
      { field: 'duration', operator: 'between', value: [1, 5] },
    ]);
    expect(parseFiltersParam(JSON.stringify({ type: 'anything', typeOp: 'isNotSet' }))).toEqual([
      { field: 'type', operator: 'isNotSet', value: null },
    ]);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['not json'],
    ['%E0%A4%A'],
    ['[1, 2'],
    ['42'],
    ['"text"'],
    ['null'],
    ['{"__proto__": {"x": 1}, "constructor": "y"}'],
    ['{"duration": {"nested": true}}'],
    ['{"duration": "1,2,3", "durationOp": "between"}'],
  ])('malformed input %j yields an empty filter set', (raw) => {
    expect(parseFiltersParam(raw)).toEqual([]);
  });

  it('writes JSON with Op keys, and the value|operator query form', () => {
    expect(JSON.parse(serializeFiltersParam(expected))).toEqual({
      direction: 'inbound',
      directionOp: 'is',
      duration: 60,
      durationOp: 'gt',
    });
    expect(serializeFiltersParam([])).toBe('');
    expect(toQueryFilters(expected)).toEqual({ direction: 'inbound|is', duration: '60|gt' });
    expect(toQueryFilters([{ field: 'duration', operator: 'between', value: [1, 9] }])).toEqual({
      duration: '1,9|between',
    });
    expect(parseQueryFilter('duration', '60|gte')).toEqual({ field: 'duration', operator: 'gte', value: 60 });
    expect(parseQueryFilter('direction', 'a|b')).toEqual({ field: 'direction', operator: 'is', value: 'a|b' });
  });

  /** Every filter names a field, uses an operator of that field's type, and has a value of the operator's arity. */
  const expectWellFormed = (filters: unknown): void => {
    expect(Array.isArray(filters)).toBe(true);
    for (const filter of filters as LogFilter[]) {
      expect(Object.keys(filter).sort()).toEqual(['field', 'operator', 'value']);
      expect(typeof filter.field === 'string' && filter.field.trim() !== '').toBe(true);
      expect(['__proto__', 'constructor', 'prototype']).not.toContain(filter.field);
      const type = logFieldType(filter.field);
      const definition = operatorsForType(type).find((op) => op.id === filter.operator);
      expect(definition, `${filter.field} (${type}) ${String(filter.operator)}`).toBeDefined();
      const scalar = (v: unknown): boolean =>
        (typeof v === 'string' && (type !== 'integer' || v.trim() === '' || Number.isNaN(Number(v)))) ||
        (typeof v === 'number' && Number.isFinite(v));
      if (definition?.arity === 0) expect(filter.value).toBeNull();
      else if (definition?.arity === 2) {
        expect(Array.isArray(filter.value) && filter.value.length === 2).toBe(true);
        for (const v of filter.value as unknown as unknown[]) expect(scalar(v) && v !== '').toBe(true);
      } else expect(scalar(filter.value)).toBe(true);
    }
  };

  const KEYS = ['direction', 'type', 'duration', 'transfer', 'scheduled', 'timestamp', 'cnam', 'custom'];
  const OPERATORS = FILTER_OPERATORS.string
    .concat(FILTER_OPERATORS.integer, FILTER_OPERATORS.date)
    .map((op) => op.id as string)
    .concat(['nonsense', '', 'IS']);
  const filterValue = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('1,2', '3, 4', 'a,b', '5|gt', 'x|is', '1,2|between', '7|nope', ''),
    fc.tuple(fc.integer(), fc.integer()),
    fc.array(fc.anything(), { maxLength: 3 }),
    fc.object({ maxDepth: 1 }),
  );
  const filterObject = fc.dictionary(
    fc.oneof(
      fc.constantFrom(...KEYS),
      fc.constantFrom(...KEYS).map((k) => `${k}Op`),
      fc.string({ maxLength: 6 }),
    ),
    fc.oneof(filterValue, fc.constantFrom(...OPERATORS)),
    { maxKeys: 8 },
  );
  const filterList = fc.array(
    fc.record(
      {
        field: fc.oneof(fc.constantFrom(...KEYS), fc.anything()),
        operator: fc.constantFrom(...OPERATORS),
        value: filterValue,
      },
      { requiredKeys: [] },
    ),
    { maxLength: 5 },
  );

  it('property: random filter objects and lists (read without a try/catch) give well-formed filters', () => {
    let nonEmpty = 0;
    fc.assert(
      fc.property(fc.oneof(filterObject, filterList, fc.anything()), (input) => {
        const filters = filtersFromObject(input);
        expectWellFormed(filters);
        if (filters.length > 0) nonEmpty += 1;
      }),
      { numRuns: 500 },
    );
    expect(nonEmpty).toBeGreaterThan(50);
  });

  it('property: random filters query text gives well-formed filters', () => {
    const text = fc.oneof(
      fc.string(),
      fc.json(),
      filterObject.map((o) => JSON.stringify(o)),
      filterObject.map((o) => encodeURIComponent(JSON.stringify(o))),
      filterObject.map((o) => encodeURIComponent(encodeURIComponent(JSON.stringify(o)))),
    );
    fc.assert(
      fc.property(text, (raw) => {
        expectWellFormed(parseFiltersParam(raw));
      }),
      { numRuns: 500 },
    );
  });

  it('property: the value|operator form gives a well-formed filter or none', () => {
    // The query parameter is text, so the value part is text too (String() of an
    // arbitrary object can throw, which would test the test and not the parser).
    const valueText = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.constantFrom('1,2', '3, 4', 'a,b', '5|gt', 'x|is', '1,2|between', '7|nope', '', 'null', 'true'),
    );
    fc.assert(
      fc.property(fc.constantFrom(...KEYS), valueText, fc.constantFrom(...OPERATORS), (field, value, op) => {
        const filter = parseQueryFilter(field, `${value}|${op}`);
        expectWellFormed(filter === null ? [] : [filter]);
      }),
      { numRuns: 300 },
    );
  });

  it('property: written filters read back the same', () => {
    const filter = fc.oneof(
      fc.record({
        field: fc.constantFrom('direction', 'type', 'scheduled'),
        operator: fc.constantFrom('is', 'isNot', 'contains', 'notContains'),
        value: fc.string({ minLength: 1 }).filter((s) => !s.includes('|')),
      }),
      fc.record({
        field: fc.constantFrom('duration', 'transfer'),
        operator: fc.constantFrom('eq', 'neq', 'gt', 'gte', 'lt', 'lte'),
        value: fc.integer(),
      }),
      fc.record({
        field: fc.constantFrom('duration', 'transfer'),
        operator: fc.constantFrom('between', 'notBetween'),
        value: fc.tuple(fc.integer(), fc.integer()),
      }),
    ) as fc.Arbitrary<LogFilter>;
    const unique = fc.uniqueArray(filter, { selector: (f) => f.field, maxLength: 5 });
    fc.assert(
      fc.property(unique, fc.boolean(), (filters, encode) => {
        const text = serializeFiltersParam(filters);
        expect(parseFiltersParam(encode ? encodeURIComponent(text) : text)).toEqual(filters);
        expect(filtersFromObject(filters)).toEqual(filters);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the fields query parameter', () => {
  const available = Array.from({ length: 14 }, (_, i) => `f${i}`);
  it.each([
    ['f3,f1', ['f3', 'f1']],
    [' f3 , f1 ,, f3 ', ['f3', 'f1']],
    ['f3,unknown', ['f3']],
    ['unknown', available.slice(0, 10)],
    ['', available.slice(0, 10)],
    [undefined, available.slice(0, 10)],
  ])('%j → %j', (raw, fields) => {
    expect(parseFieldsParam(raw, available)).toEqual(fields);
  });

  it('default columns are the first 10 available; writing joins with commas', () => {
    expect(defaultLogFields(available)).toHaveLength(10);
    expect(defaultLogFields(['a', 'b'])).toEqual(['a', 'b']);
    expect(serializeFieldsParam(['a', 'b'])).toBe('a,b');
    expect(parseFieldsParam('a, b')).toEqual(['a', 'b']);
  });
});

describe('windows', () => {
  const now = 1_720_000_000;
  it('the default log window is the last 30 days (2,592,000 s)', () => {
    expect(defaultLogWindow(now)).toEqual({ start: now - 2_592_000, end: now });
  });

  it.each([
    [undefined, { start: now - 2_592_000, end: now }],
    ['garbage', { start: now - 2_592_000, end: now }],
    [JSON.stringify({ start: now - 100, end: now - 10 }), { start: now - 100, end: now - 10 }],
    [encodeURIComponent(JSON.stringify({ start: now - 100 })), { start: now - 100, end: now }],
    [JSON.stringify({ start: now, end: now - 10 }), { start: now - 2_592_000, end: now }],
    [JSON.stringify({ type: 'moving', lastN: 7, unit: 'days' }), { start: now - 7 * 86_400, end: now }],
    [JSON.stringify({ type: 'moving', lastN: 7, unit: 'fortnights' }), { start: now - 2_592_000, end: now }],
  ])('dateFilter %j → %j', (raw, window) => {
    expect(parseDateFilterParam(raw, now)).toEqual(window);
  });
});

describe('matching rows', () => {
  const row = { direction: 'Inbound', duration: 90, transfer: '1', type: '', timestamp: '2024-05-01T15:00:00Z' };
  it.each([
    [{ field: 'direction', operator: 'is', value: 'inbound' }, true],
    [{ field: 'direction', operator: 'is', value: 'outbound' }, false],
    [{ field: 'direction', operator: 'isNot', value: 'outbound' }, true],
    [{ field: 'direction', operator: 'contains', value: 'bound' }, true],
    [{ field: 'direction', operator: 'notContains', value: 'bound' }, false],
    [{ field: 'direction', operator: 'isSet', value: null }, true],
    [{ field: 'type', operator: 'isSet', value: null }, false],
    [{ field: 'scheduled', operator: 'isNotSet', value: null }, true],
    [{ field: 'duration', operator: 'eq', value: 90 }, true],
    [{ field: 'duration', operator: 'neq', value: 90 }, false],
    [{ field: 'duration', operator: 'gt', value: 89 }, true],
    [{ field: 'duration', operator: 'gte', value: 91 }, false],
    [{ field: 'duration', operator: 'lt', value: 100 }, true],
    [{ field: 'duration', operator: 'lte', value: 89 }, false],
    [{ field: 'duration', operator: 'between', value: [90, 100] }, true],
    [{ field: 'duration', operator: 'notBetween', value: [90, 100] }, false],
    [{ field: 'transfer', operator: 'eq', value: 1 }, true],
    [{ field: 'timestamp', operator: 'on', value: '2024-05-01' }, true],
    [{ field: 'timestamp', operator: 'notOn', value: '2024-05-01' }, false],
    [{ field: 'timestamp', operator: 'before', value: '2024-05-02' }, true],
    [{ field: 'timestamp', operator: 'after', value: '2024-05-01' }, false],
    [{ field: 'timestamp', operator: 'onOrAfter', value: '2024-05-01' }, true],
    [{ field: 'timestamp', operator: 'onOrBefore', value: '2024-04-30' }, false],
    [{ field: 'timestamp', operator: 'between', value: ['2024-04-01', '2024-05-01'] }, true],
    [{ field: 'constructor', operator: 'isSet', value: null }, false],
  ] as const)('%j → %s', (filter, result) => {
    expect(matchesFilter(row, filter as unknown as LogFilter)).toBe(result);
  });

  it('all filters must match', () => {
    const filters = parseFiltersParam(JSON.stringify({ direction: 'inbound', duration: '50|gt' }));
    expect(matchesAllFilters(row, filters)).toBe(true);
    expect(matchesAllFilters({ ...row, duration: 10 }, filters)).toBe(false);
    expect(matchesAllFilters(row, [])).toBe(true);
  });
});

describe('regressions found by the property tests', () => {
  it.each(['Infinity|neq', '-Infinity|gt', '1e999|eq'])('drops the integer filter %s (not a finite number)', (raw) => {
    expect(parseQueryFilter('duration', raw)).toBeNull();
  });
});

describe('parseJsonLoosely', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['  {"a":1} ', { a: 1 }],
    [encodeURIComponent('{"a":1}'), { a: 1 }],
    [encodeURIComponent(encodeURIComponent('{"a":"b c"}')), { a: 'b c' }],
    ['%7B%22a%22%3A%22b+c%22%7D', { a: 'b c' }],
    ['{not json', undefined],
    ['%E0%A4%A', undefined],
    ['', undefined],
  ])('%s reads as %j', (raw, value) => {
    expect(parseJsonLoosely(raw)).toEqual(value);
  });
});
