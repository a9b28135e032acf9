import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { FILTER_OPERATORS, logFieldType, type LogFilter } from '@/lib/filters';
import { parseTranscriptRef } from '@/lib/inbox';
import { parseRootSearch, parseSearch, stringifySearch } from '@/lib/search';
import { filtersToObject } from '@/lib/filters';
import {
  DEFAULT_LOG_DATE_FILTER,
  DEFAULT_LOGS_QUERY,
  canonicalLogsSearch,
  downloadFields,
  projectLogRow,
  logsFileName,
  logsQueryToSearch,
  logsRequestParams,
  parseLogDateFilter,
  parseLogFields,
  parseLogsQuery,
  resolveLogColumns,
  resolveLogWindow,
  transcriptValue,
  withLogsQuery,
  type LogDateFilter,
  type LogsQuery,
} from '@/lib/logs';

const NOW = 1_763_700_000;

describe('logs query: defaults (spec §9)', () => {
  it('an empty query is the last 30 days, default columns, no filters', () => {
    expect(parseLogsQuery({})).toEqual(DEFAULT_LOGS_QUERY);
    expect(DEFAULT_LOG_DATE_FILTER).toEqual({ type: 'moving', lastN: 30, unit: 'day' });
    expect(resolveLogWindow(DEFAULT_LOG_DATE_FILTER, NOW)).toEqual({ start: NOW - 2_592_000, end: NOW });
  });

  it('the default columns are the first 10 available; a selection keeps its order', () => {
    const available = Array.from({ length: 14 }, (_, i) => `f${i}`);
    expect(resolveLogColumns([], available)).toEqual(available.slice(0, 10));
    expect(resolveLogColumns(['f12', 'f3'], available)).toEqual(['f12', 'f3']);
    expect(resolveLogColumns(['nope'], available)).toEqual(available.slice(0, 10));
    expect(resolveLogColumns(['a', 'b'], undefined)).toEqual(['a', 'b']);
  });

  it('a default query writes no query parameters', () => {
    expect(logsQueryToSearch(DEFAULT_LOGS_QUERY)).toEqual({});
  });
});

describe('logs query: reading links', () => {
  it.each([
    ['JSON object', { direction: 'inbound', directionOp: 'is' }],
    ['JSON text', '{"direction":"inbound","directionOp":"is"}'],
    ['URL-encoded', encodeURIComponent('{"direction":"inbound","directionOp":"is"}')],
    ['URL-encoded twice', encodeURIComponent(encodeURIComponent('{"direction":"inbound","directionOp":"is"}'))],
    ['value|operator form', '{"direction":"inbound|is"}'],
  ])('filters as %s', (_name, filters) => {
    expect(parseLogsQuery({ filters }).filters).toEqual([{ field: 'direction', operator: 'is', value: 'inbound' }]);
  });

  it.each([
    ['timestamp,duration', ['timestamp', 'duration']],
    [' timestamp , duration ,, timestamp', ['timestamp', 'duration']],
    ['timestamp,bad name,<script>', ['timestamp']],
    [42, ['42']],
    [null, []],
    [{}, []],
  ])('fields %j', (fields, expected) => {
    expect(parseLogFields(fields)).toEqual(expected);
  });

  it.each<[unknown, LogDateFilter]>([
    ['{"type":"moving","lastN":7,"unit":"days"}', { type: 'moving', lastN: 7, unit: 'day' }],
    [
      { type: 'moving', lastN: 2, unit: 'week' },
      { type: 'moving', lastN: 2, unit: 'week' },
    ],
    [
      { start: 1_761_000_000, end: 1_762_000_000 },
      { type: 'range', start: 1_761_000_000, end: 1_762_000_000 },
    ],
    [
      { start: '2025-11-01T00:00:00Z', end: '2025-11-02T00:00:00Z' },
      { type: 'range', start: 1_761_955_200, end: 1_762_041_600 },
    ],
    [
      { start: 1_761_000_000_000, end: 1_762_000_000_000 },
      { type: 'range', start: 1_761_000_000, end: 1_762_000_000 },
    ],
    [{ start: 5, end: 4 }, DEFAULT_LOG_DATE_FILTER],
    [{ type: 'moving', lastN: 0, unit: 'day' }, DEFAULT_LOG_DATE_FILTER],
    [{ type: 'moving', lastN: 3, unit: 'fortnight' }, DEFAULT_LOG_DATE_FILTER],
    ['%7Bnot json', DEFAULT_LOG_DATE_FILTER],
    [[1, 2], DEFAULT_LOG_DATE_FILTER],
  ])('dateFilter %j', (raw, expected) => {
    expect(parseLogDateFilter(raw)).toEqual(expected);
  });

  it('never throws, whatever the link holds', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (filters, fields, dateFilter) => {
        const query = parseLogsQuery({ filters, fields, dateFilter });
        expect(Array.isArray(query.filters)).toBe(true);
      }),
    );
  });
});

// ---- The round trip: query → URL → query -------------------------------------------------

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const fieldName = fc
  .oneof(
    fc.constantFrom('direction', 'type', 'duration', 'transfer', 'scheduled', 'timestamp', 'cnam', 'agentId'),
    fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,15}$/),
  )
  .filter((name) => !name.endsWith('Op') && !FORBIDDEN.has(name));

const scalarFor = (type: 'string' | 'integer' | 'date') =>
  type === 'integer'
    ? fc.integer({ min: -1_000_000, max: 1_000_000 })
    : type === 'date'
      ? fc.oneof(fc.integer({ min: 0, max: 2_000_000_000 }), fc.string({ minLength: 1, maxLength: 12 }))
      : fc.string({ maxLength: 20 });

const filterFor = (field: string): fc.Arbitrary<LogFilter> => {
  const type = logFieldType(field);
  return fc.constantFrom(...FILTER_OPERATORS[type]).chain((op): fc.Arbitrary<LogFilter> => {
    if (op.arity === 0) return fc.constant({ field, operator: op.id, value: null });
    if (op.arity === 2)
      return fc
        .tuple(scalarFor(type), scalarFor(type))
        .filter(([a, b]) => a !== '' && b !== '')
        .map((pair) => ({ field, operator: op.id, value: pair }));
    return scalarFor(type).map((value) => ({ field, operator: op.id, value }));
  });
};

const filtersArb = fc
  .uniqueArray(fieldName, { maxLength: 5 })
  .chain((names) => (names.length ? fc.tuple(...names.map(filterFor)) : fc.constant([] as LogFilter[])));

const dateFilterArb: fc.Arbitrary<LogDateFilter> = fc.oneof(
  fc.record({
    type: fc.constant('moving' as const),
    lastN: fc.integer({ min: 1, max: 3650 }),
    unit: fc.constantFrom('minute' as const, 'hour' as const, 'day' as const, 'week' as const, 'month' as const),
  }),
  fc
    .tuple(fc.integer({ min: 0, max: 9_999_999_999 }), fc.integer({ min: 0, max: 9_999_999_999 }))
    .map(([a, b]) => ({ type: 'range' as const, start: Math.min(a, b), end: Math.max(a, b) })),
);

const queryArb: fc.Arbitrary<LogsQuery> = fc.record({
  filters: filtersArb,
  fields: fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/), { maxLength: 12 }),
  dateFilter: dateFilterArb,
});

describe('logs query round trip (property)', () => {
  it('query → search parameters → query gives the same query', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        expect(parseLogsQuery(logsQueryToSearch(query))).toEqual(query);
      }),
      { numRuns: 500 },
    );
  });

  it('survives the address bar: the router writes the URL, a new page reads it back', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const url = defaultStringifySearch({ ...logsQueryToSearch(query), call: 'x' });
        // The logs keys belong to the logs route's schema; the overlay flags to the root's.
        const raw = defaultParseSearch(url);
        expect(parseLogsQuery(raw)).toEqual(query);
        expect(parseRootSearch(raw).call).toBe('x');
      }),
      { numRuns: 500 },
    );
  });

  it("the app's own URL form: filters is the JSON object itself (never a quoted JSON string), Op keys hold operators", () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const url = stringifySearch(withLogsQuery({ call: 'x' }, query));
        const params = new URLSearchParams(url.slice(1));
        if (query.filters.length > 0) {
          const written = JSON.parse(params.get('filters') ?? 'null') as unknown;
          // An object whose `{field}Op` keys hold the operators, not a string holding JSON.
          expect(written).toEqual(JSON.parse(JSON.stringify(filtersToObject(query.filters))));
          for (const filter of query.filters)
            expect((written as Record<string, unknown>)[`${filter.field}Op`]).toBe(filter.operator);
        } else expect(params.has('filters')).toBe(false);
        // A new page opened on that address (the app's parser, the root, then the route) reads it back.
        const raw = parseSearch(url);
        const search = { ...parseRootSearch(raw), ...canonicalLogsSearch(raw) };
        expect(parseLogsQuery(search)).toEqual(query);
        expect(search.call).toBe('x');
      }),
      { numRuns: 500 },
    );
  });

  it('reads filters URL-encoded once or twice more, as shared links carry them', () => {
    fc.assert(
      fc.property(filtersArb, fc.integer({ min: 0, max: 2 }), (filters, times) => {
        let text = JSON.stringify(filtersToObject(filters));
        for (let i = 0; i < times; i += 1) text = encodeURIComponent(text);
        const raw = parseSearch(`?filters=${encodeURIComponent(text)}`);
        expect(parseLogsQuery(canonicalLogsSearch(raw)).filters).toEqual(filters);
      }),
      { numRuns: 300 },
    );
  });

  it('replacing the query keeps other parameters and drops defaults', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const prev = { callTranscript: 'r/u', filters: '{"a":"b"}', dateFilter: '{}' };
        const next = withLogsQuery(prev, query);
        expect(next.callTranscript).toBe('r/u');
        expect(parseLogsQuery(next)).toEqual(query);
        if (query.filters.length === 0) expect(next).not.toHaveProperty('filters');
      }),
    );
  });
});

describe('canonical search (the route keeps one form)', () => {
  it('malformed or default parts are present and undefined, so they replace outer forms', () => {
    expect(canonicalLogsSearch({ filters: '{not json', fields: '<x>', dateFilter: 'garbage' })).toEqual({
      filters: undefined,
      fields: undefined,
      dateFilter: undefined,
    });
    expect(canonicalLogsSearch({ filters: '{"direction":"inbound|is"}' }).filters).toEqual({
      direction: 'inbound',
      directionOp: 'is',
    });
  });

  it('property: canonical forms are stable and read back as the same query', () => {
    fc.assert(
      fc.property(queryArb, (query) => {
        const once = canonicalLogsSearch(logsQueryToSearch(query));
        expect(canonicalLogsSearch(once)).toEqual(once);
        expect(parseLogsQuery(once)).toEqual(query);
      }),
    );
  });
});

describe('logs call parameters', () => {
  it('sends filters in value|operator form, the columns and the window', () => {
    const query = parseLogsQuery({ filters: { duration: 60, durationOp: 'gt', direction: 'inbound' } });
    expect(logsRequestParams(query, ['timestamp', 'duration'], NOW)).toEqual({
      filters: JSON.stringify({ duration: '60|gt', direction: 'inbound|is' }),
      fields: 'timestamp,duration',
      start: NOW - 2_592_000,
      end: NOW,
    });
    expect(logsRequestParams(DEFAULT_LOGS_QUERY, [], NOW)).toEqual({ start: NOW - 2_592_000, end: NOW });
  });

  it('names downloads conversation_logs_{date}', () => {
    const day = new Date(2025, 10, 21, 15, 0, 0);
    expect(logsFileName('csv', day)).toBe('conversation_logs_2025-11-21.csv');
    expect(logsFileName('json', day)).toBe('conversation_logs_2025-11-21.json');
  });

  it('a row opens its conversation by room and uuid', () => {
    expect(transcriptValue({ roomId: 'room_1', uuid: 'u-1' })).toBe('room_1/u-1');
    expect(transcriptValue({ roomId: 'room_1' })).toBeNull();
    expect(transcriptValue({ roomId: 'room_1', uuid: 'a/b' })).toBeNull();
  });

  it.each([
    // row, the flag's value, what the transcript overlay reads back
    [
      { roomId: 'room_1', uuid: 'u-1', agentId: 'campa_1' },
      'room_1/u-1@campa_1',
      { roomId: 'room_1', uuid: 'u-1', agentId: 'campa_1' },
    ],
    [{ roomId: 'room_1', uuid: 'u-1', agentId: '  ' }, 'room_1/u-1', { roomId: 'room_1', uuid: 'u-1' }],
    [
      { roomId: 'a/b', uuid: 'u-1', agentId: 'x/y@z' },
      'a/b/u-1@x%2Fy%40z',
      { roomId: 'a/b', uuid: 'u-1', agentId: 'x/y@z' },
    ],
    [{ roomId: 'room_1', uuid: 'u@1' }, 'room_1/u@1@', { roomId: 'room_1', uuid: 'u@1' }],
    [{ roomId: 'room_1', uuid: 'u@1', agentId: 'c' }, 'room_1/u@1@c', { roomId: 'room_1', uuid: 'u@1', agentId: 'c' }],
  ])('a row with its agent opens %j as %s', (row, value, ref) => {
    expect(transcriptValue(row)).toBe(value);
    expect(parseTranscriptRef(value)).toEqual(ref);
  });

  it('reads the inbox form (no agent) and drops a malformed agent, never the call', () => {
    expect(parseTranscriptRef('room_1/u-1')).toEqual({ roomId: 'room_1', uuid: 'u-1' });
    expect(parseTranscriptRef('room_1/u-1@%E0%A4%A')).toEqual({ roomId: 'room_1', uuid: 'u-1' });
    expect(parseTranscriptRef('room_1/@campa_1')).toBeNull();
    expect(parseTranscriptRef('/u-1@campa_1')).toBeNull();
  });
});

describe('download columns', () => {
  it('asks for the columns on screen, in their order, or for every field', () => {
    expect(downloadFields(['duration', 'timestamp'])).toBe('duration,timestamp');
    expect(downloadFields('all')).toBeUndefined();
    expect(downloadFields([])).toBeUndefined();
  });

  it('a row keeps exactly the columns, in their order (a missing one is null)', () => {
    const row = { roomId: 'r', duration: 5, uuid: 'u', direction: 'inbound' };
    const out = projectLogRow(row, ['direction', 'duration', 'cnam']);
    expect(Object.keys(out)).toEqual(['direction', 'duration', 'cnam']);
    expect(out).toEqual({ direction: 'inbound', duration: 5, cnam: null });
  });

  it('property: the keys are the columns, whatever the row holds', () => {
    fc.assert(
      fc.property(
        // Field names as the contract allows them (a letter first: JSON keys that look like
        // integers are ordered first by every engine, so no column list could keep their order).
        fc.dictionary(fc.stringMatching(/^[a-z][A-Za-z0-9_]{0,5}$/), fc.integer()),
        fc.uniqueArray(fc.stringMatching(/^[a-z][A-Za-z0-9_]{0,5}$/), { maxLength: 8 }),
        (row, columns) => {
          expect(Object.keys(projectLogRow(row, columns))).toEqual(columns);
        },
      ),
    );
  });
});
