import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { FORMULA_START, csvWithColumns, logsToCsv, parseCsv } from '@/features/logs/csv';
import { agentNamesOf } from '@/lib/logs';
import {
  agentName,
  cellSortKey,
  cellText,
  columnKind,
  columnTitle,
  compareSortKeys,
  formatCell,
  formatDuration,
  sortKey,
} from '@/lib/logs';

describe('typed cells', () => {
  it.each([
    ['timestamp', 'date'],
    ['duration', 'duration'],
    ['direction', 'direction'],
    ['fromNumber', 'phone'],
    ['toNumber', 'phone'],
    ['transfer', 'transfer'],
    ['roomId', 'text'],
  ])('%s is a %s column', (field, kind) => {
    expect(columnKind(field, [])).toBe(kind);
  });

  it('infers dynamic columns from their values', () => {
    expect(columnKind('score', [{ score: 3 }, { score: null }, { score: 9 }])).toBe('integer');
    expect(columnKind('bookedAt', [{ bookedAt: '2025-11-21T07:10:00Z' }, {}])).toBe('date');
    expect(columnKind('appointmentBooked', [{ appointmentBooked: 'yes' }, { appointmentBooked: 2 }])).toBe('text');
    expect(columnKind('empty', [{}, {}])).toBe('text');
  });

  it.each([
    ['duration', 134, '2:14'],
    ['duration', 3725, '1:02:05'],
    ['duration', 0, '0:00'],
    ['duration', 'n/a', 'n/a'],
    ['direction', 'inbound', 'Inbound'],
    ['direction', 'outbound', 'Outbound'],
    ['phone', '14155550187', '+1 (415) 555-0187'],
    ['phone', '+44 20 7946 0958', '+44 20 7946 0958'],
    ['transfer', 1, 'Yes'],
    ['transfer', 0, 'No'],
    ['text', { a: 1 }, '{"a":1}'],
    ['text', null, ''],
    ['date', 'garbage', 'garbage'],
  ] as const)('%s %j shows as %j', (kind, value, text) => {
    expect(formatCell(kind, value)).toBe(text);
  });

  it('a date shows as a local date and time, not the ISO text', () => {
    const text = formatCell('date', '2025-11-21T07:10:00Z');
    expect(text).not.toContain('T07');
    expect(text).toMatch(/2025/);
  });

  it('sorts dates by time, durations by number, missing values last', () => {
    const keys = ['2025-11-21T07:10:00Z', null, '2025-11-20T22:41:05Z'].map((v) => sortKey('date', v));
    expect([...keys].sort(compareSortKeys)).toEqual([
      Date.parse('2025-11-20T22:41:05Z'),
      Date.parse('2025-11-21T07:10:00Z'),
      null,
    ]);
    expect([10, 9, 100].map((v) => sortKey('duration', v)).sort(compareSortKeys)).toEqual([9, 10, 100]);
    expect(formatDuration(59.6)).toBe('1:00');
  });

  it('the Agent column shows the agent by name, never its campaign id (issue 28 §2)', () => {
    expect(columnKind('agentId', [])).toBe('agent');
    const names = new Map([['campa_4001_frontdesk', 'Front desk']]);
    const row = { agentId: 'campa_4001_frontdesk', accountName: 'Sunrise Front Desk' };
    // The agent's own name first, then the account the conversation belongs to (an agent is an
    // account of its own), then a plain label; nothing when the row has no agent.
    expect(agentName(row, names)).toBe('Front desk');
    expect(cellText('agent', row, 'agentId', names)).toBe('Front desk');
    expect(cellText('agent', row, 'agentId')).toBe('Sunrise Front Desk');
    expect(cellText('agent', { agentId: 'campa_x', accountName: '  ' }, 'agentId')).toBe('Unnamed agent');
    expect(cellText('agent', {}, 'agentId')).toBe('');
    // Other kinds read the field's own value.
    expect(cellText('phone', { fromNumber: '14155550187' }, 'fromNumber')).toBe('+1 (415) 555-0187');
    // The column sorts by the name it shows.
    const sorted = [{ agentId: 'campa_b', accountName: 'Zed' }, { agentId: 'campa_a', accountName: 'alpha' }, {}].map(
      (r) => cellSortKey('agent', r, 'agentId'),
    );
    expect([...sorted].sort(compareSortKeys)).toEqual(['alpha', 'zed', null]);
  });

  it('property: an agent cell never shows a campaign id the names or the account can replace', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
        fc.option(fc.string({ maxLength: 12 }), { nil: undefined }),
        (id, title, account) => {
          const agentId = `campa_${id}`;
          const names = new Map(title === undefined ? [] : [[agentId, title]]);
          const text = cellText('agent', { agentId, accountName: account }, 'agentId', names);
          expect(text).not.toBe(agentId);
          expect(text.length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('reads agent names from the campaign statistics, leaving out campaigns without a title', () => {
    const names = agentNamesOf({
      success: true,
      stats: [
        { campaignId: 'campa_1', title: 'Front desk' },
        { campaignId: 'campa_2', title: ' ' },
        { campaignId: 'campa_3' },
      ],
    });
    expect([...names]).toEqual([['campa_1', 'Front desk']]);
    expect(agentNamesOf(undefined).size).toBe(0);
    expect(agentNamesOf({ success: true }).size).toBe(0);
  });

  it('titles columns for people', () => {
    expect(columnTitle('fromNumber')).toBe('From');
    expect(columnTitle('appointmentBooked')).toBe('Appointment booked');
    expect(columnTitle('lead_score')).toBe('Lead score');
  });
});

describe('CSV export of the rows on screen', () => {
  it('writes a header and the rows, quoting with the library', () => {
    const csv = logsToCsv(
      [
        { a: 'plain', b: 'with, comma', c: 'say "hi"' },
        { a: 'line\nbreak', b: 3, c: null },
      ],
      ['a', 'b', 'c'],
    );
    expect(csv).toBe('a,b,c\r\nplain,"with, comma","say ""hi"""\r\n"line\nbreak",3,');
  });

  it.each(['=SUM(A1:A2)', '+1', '-1+2', '@cmd', '\tTAB', '\rCR', '=1\n=2'])('escapes a formula cell %j', (value) => {
    const [, row] = parseCsv(logsToCsv([{ x: value }], ['x']));
    expect(row![0]).toBe(`'${value}`);
  });

  it('keeps numbers as numbers (a negative number is not a formula)', () => {
    expect(logsToCsv([{ n: -5 }], ['n'])).toBe('n\r\n-5');
  });

  it('property: every cell reads back, formula cells prefixed with a quote', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ maxLength: 12 }), { minLength: 2, maxLength: 2 }), {
          minLength: 1,
          maxLength: 20,
        }),
        (cells) => {
          const rows = cells.map(([a, b]) => ({ a, b }));
          const parsed = parseCsv(logsToCsv(rows, ['a', 'b']));
          expect(parsed[0]).toEqual(['a', 'b']);
          rows.forEach((row, i) => {
            const expected = [row.a, row.b].map((v) => (FORMULA_START.test(v!) ? `'${v}` : v));
            expect(parsed[i + 1]).toEqual(expected);
          });
        },
      ),
    );
  });
});

describe('the server file reshaped to the columns on screen', () => {
  const server = 'timestamp,fromNumber,roomId,uuid\n2025-11-21T07:10:00Z,14155550187,room_a,u-1\n-5,=cmd(),"a, b",\n';

  it('keeps exactly the columns, in their order; a column the file lacks is empty', () => {
    expect(csvWithColumns(server, ['roomId', 'timestamp', 'cnam'])).toBe(
      'roomId,timestamp,cnam\r\nroom_a,2025-11-21T07:10:00Z,\r\n"a, b",-5,',
    );
  });

  it('guards formula cells from the server too, and reads a BOM-prefixed file', () => {
    const [, , row] = parseCsv(csvWithColumns(`\uFEFF${server}`, ['fromNumber', 'timestamp']));
    expect(row).toEqual(["'=cmd()", '-5']);
  });
});
