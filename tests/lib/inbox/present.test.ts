import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  attachmentKind,
  callFacts,
  collectedRows,
  dataValue,
  formatBytes,
  humanLabel,
  inboxDate,
  pendingOutbox,
  reactionLabel,
  roomChannel,
  smsTarget,
  spokenDuration,
  type OutboxEntry,
} from '@/lib/inbox';

// Local times, so the day boundaries hold in any time zone.
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();
const NOW = at(2025, 11, 22, 15, 0);

describe('inboxDate: one date style', () => {
  it.each([
    [at(2025, 11, 22, 10, 30), 'list', '10:30 AM'],
    [at(2025, 11, 22, 10, 30), 'message', 'Today, 10:30 AM'],
    [at(2025, 11, 21, 23, 59), 'list', 'Yesterday'],
    [at(2025, 11, 21, 9, 5), 'message', 'Yesterday, 9:05 AM'],
    [at(2025, 11, 3, 21, 5), 'list', 'Nov 3'],
    [at(2025, 11, 3, 21, 5), 'message', 'Nov 3, 9:05 PM'],
    [at(2024, 2, 29, 8, 0), 'list', 'Feb 29, 2024'],
  ] as const)('%s as %s → %s', (ms, style, expected) => {
    expect(inboxDate(ms, NOW, style)).toBe(expected);
    // Seconds and milliseconds read the same.
    expect(inboxDate(Math.floor(ms / 1000), NOW, style)).toBe(expected);
  });

  it.each([undefined, null, 'x', NaN, -1, 0, Infinity])('%s gives nothing', (v) => {
    expect(inboxDate(v, NOW)).toBe('');
  });

  it('never throws, and any valid time gives text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_999_999_999_999 }), (ms) => {
        expect(inboxDate(ms, NOW, 'message').length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('collected data', () => {
  it.each([
    ['patientName', 'Patient name'],
    ['appointment_type', 'Appointment type'],
    ['reminder-opt-in', 'Reminder opt in'],
    ['callerID', 'Caller ID'],
    ['SSN', 'SSN'],
    ['', ''],
  ])('%s → %s', (key, label) => expect(humanLabel(key)).toBe(label));

  it('types values: yes/no, numbers, dates, lists, records, empty', () => {
    expect(dataValue(true)).toEqual({ kind: 'boolean', value: true, text: 'Yes' });
    expect(dataValue('false')).toMatchObject({ kind: 'boolean', text: 'No' });
    expect(dataValue(1234.5)).toEqual({ kind: 'number', text: '1,234.5' });
    expect(dataValue('2025-12-04')).toMatchObject({ kind: 'date', text: 'Dec 4, 2025' });
    expect(dataValue(['a', 2])).toMatchObject({ kind: 'list', items: [{ kind: 'text' }, { kind: 'number' }] });
    expect(dataValue({ firstName: 'Ann' })).toMatchObject({
      kind: 'record',
      entries: [{ label: 'First name', value: { kind: 'text', text: 'Ann' } }],
    });
    expect(dataValue(null)).toEqual({ kind: 'empty', text: '—' });
    expect(collectedRows('not an object')).toEqual([]);
    expect(collectedRows({ a: 1, b: 'x' }).map((r) => r.label)).toEqual(['A', 'B']);
  });

  it('any JSON value is typed without throwing, and deep data is bounded', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const out = dataValue(v);
        expect(out.kind).toBeTypeOf('string');
      }),
    );
  });
});

describe('files, channels, targets, calls, reactions', () => {
  it.each([
    [0, '0 B'],
    [812, '812 B'],
    [2700, '2.6 KB'],
    [3_250_000, '3.1 MB'],
    [-1, ''],
    ['12', ''],
  ])('formatBytes(%s) → %s', (n, s) => expect(formatBytes(n)).toBe(s));

  it.each([
    ['call', 'x', 'audio'],
    ['audio/mpeg', 'x', 'audio'],
    ['image/png', 'x', 'image'],
    ['', 'https://cdn.example/a.JPG?x=1', 'image'],
    ['', 'memo.m4a', 'audio'],
    ['application/pdf', 'f.pdf', 'file'],
  ])('attachmentKind(%s, %s) → %s', (type, name, kind) => expect(attachmentKind(type, name)).toBe(kind));

  it.each([
    [{ lastMessage: 'Inbound call, 2 min 14 s', username: '14155550187' }, 'call'],
    [{ lastMessage: 'Hi', username: '14155550187' }, 'sms'],
    [{ lastMessage: 'Hi', username: 'ann', unregistered: true }, 'sms'],
    [{ lastMessage: 'Hi', username: 'ann' }, 'chat'],
  ])('roomChannel(%o) → %s', (room, channel) => expect(roomChannel(room)).toBe(channel));

  it.each([
    ['14155550187', '+14155550187'],
    ['(415) 555-0187', '+14155550187'],
    ['sunrisedental', 'sunrisedental'],
  ])('smsTarget(%s) → %s', (party, target) => expect(smsTarget(party)).toBe(target));

  it.each([
    [
      { direction: 'inbound', duration: 134, status: 'success', aiAgent: true },
      'Inbound',
      'Handled by the AI agent',
      '2 min 14 s',
    ],
    [{ direction: 'outbound', duration: 61, status: 'success' }, 'Outbound', 'Completed', '1 min 1 s'],
    [{ direction: 'inbound', duration: 0 }, 'Missed', 'Missed', '0 s'],
    [{ direction: 'outbound', status: 'no-answer' }, 'Outbound', 'No answer', ''],
    [{ direction: 'inbound', duration: 30, status: 'failed' }, 'Inbound', 'Failed', '30 s'],
  ])('callFacts(%o)', (m, direction, outcome, duration) =>
    expect(callFacts(m)).toEqual({ direction, outcome, duration }),
  );

  it('spoken durations', () => {
    expect(spokenDuration(3780)).toBe('1 h 3 min');
    expect(spokenDuration(120)).toBe('2 min');
  });

  it('names reactions, and leaves unknown glyphs as they are', () => {
    expect(reactionLabel('👍')).toBe('Thumbs up');
    expect(reactionLabel('🦄')).toBe('🦄');
  });
});

describe('pendingOutbox', () => {
  const entry = (localId: string, text: string, status: OutboxEntry['status'], timestamp = 1000): OutboxEntry => ({
    localId,
    roomId: 'r',
    text,
    timestamp,
    status,
  });
  const msg = (message: string, timestamp = 1001, direction = 'outbound') => ({ message, timestamp, direction });

  it('drops a sent text once the server has it; keeps sending and failed ones', () => {
    const out = pendingOutbox(
      [msg('a'), msg('b', 1001, 'inbound')],
      [entry('1', 'a', 'sent'), entry('2', 'b', 'sent'), entry('3', 'c', 'sending'), entry('4', 'a', 'failed')],
    );
    expect(out.map((e) => e.localId)).toEqual(['2', '3', '4']);
  });

  it('one server message matches one entry; an old copy does not match', () => {
    expect(
      pendingOutbox([msg('hi')], [entry('1', 'hi', 'sent'), entry('2', 'hi', 'sent')]).map((e) => e.localId),
    ).toEqual(['2']);
    expect(pendingOutbox([msg('hi', 10)], [entry('1', 'hi', 'sent', 1000)])).toHaveLength(1);
  });

  it('never loses an unsent entry and never grows', () => {
    const status = fc.constantFrom<OutboxEntry['status']>('sending', 'sent', 'failed');
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            message: fc.constantFrom('a', 'b', 'c'),
            timestamp: fc.integer({ min: 0, max: 2000 }),
            direction: fc.constantFrom('inbound', 'outbound'),
          }),
        ),
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), status), { maxLength: 8 }),
        (server, specs) => {
          const outbox = specs.map(([text, s], i) => entry(String(i), text, s));
          const out = pendingOutbox(server, outbox);
          expect(out.length).toBeLessThanOrEqual(outbox.length);
          for (const e of outbox) if (e.status !== 'sent') expect(out).toContain(e);
          const matched = outbox.length - out.length;
          expect(matched).toBeLessThanOrEqual(server.filter((m) => m.direction === 'outbound').length);
        },
      ),
    );
  });
});
