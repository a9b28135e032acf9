import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import {
  EMPTY_TASK_FORM,
  businessHoursText,
  checkCsvHeader,
  countsWithout,
  defaultLimitsBody,
  displayTarget,
  epochOfLocal,
  limitsBodyOf,
  limitsFormSchema,
  limitsFormValues,
  localOfEpoch,
  markDeletedIn,
  normalizeTarget,
  pageCountOf,
  previewTaskCsvText,
  targetProblem,
  taskCountsOf,
  taskFormSchema,
  taskInputOf,
  taskRowProblems,
  taskUpdateOf,
  tasksQueryOf,
  tasksRequestParams,
  tasksSearchOf,
  withoutTask,
  type TasksQuery,
} from '@/lib/tasks';

describe('the task list query', () => {
  it.each([
    [{}, { limit: 10, offset: 0, sort: 'createdAt', order: 'desc' }],
    [{ page: 3 }, { limit: 10, offset: 20, sort: 'createdAt', order: 'desc' }],
    [{ state: 'errored' as const }, { limit: 10, offset: 0, sort: 'createdAt', order: 'desc', state: 'errored' }],
    [
      { type: 'text' as const, sort: 'scheduledFor' as const, order: 'asc' as const },
      { limit: 10, offset: 0, sort: 'scheduledFor', order: 'asc', filters: '{"type":"text"}' },
    ],
  ])('%j → %j', (search, params) => {
    expect(tasksRequestParams(tasksQueryOf(search))).toEqual(params);
  });

  it('leaves defaults out of the URL, and reading them back gives the same query', () => {
    const query = fc.record({
      page: fc.integer({ min: 1, max: 1000 }),
      sort: fc.constantFrom('createdAt', 'updatedAt', 'scheduledFor'),
      order: fc.constantFrom('asc', 'desc'),
      state: fc.option(fc.constantFrom('pending', 'running', 'finished', 'errored', 'canceled'), { nil: undefined }),
      type: fc.option(fc.constantFrom('call', 'text'), { nil: undefined }),
    });
    fc.assert(
      fc.property(query, (q) => {
        const clean = tasksQueryOf(q as Partial<TasksQuery>);
        const search = tasksSearchOf(clean);
        expect(tasksQueryOf(Object.fromEntries(Object.entries(search).filter(([, x]) => x !== undefined)))).toEqual(
          clean,
        );
        if (clean.page === 1) expect(search.page).toBeUndefined();
      }),
    );
  });

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [148, 15],
  ])('%i tasks make %i pages', (total, pages) => expect(pageCountOf(total)).toBe(pages));

  it('reads stats under stats or at the top level', () => {
    expect(taskCountsOf({ success: true, stats: { total: 3, byState: { pending: 2, errored: 1 } } })).toEqual({
      total: 3,
      byState: { pending: 2, running: 0, finished: 0, errored: 1, canceled: 0 },
    });
    expect(taskCountsOf({ success: true, total: 5, byState: { finished: 5 } }).byState.finished).toBe(5);
  });

  it('marks a task deleted, then drops it with the counts following', () => {
    const list = {
      success: true,
      total: 2,
      tasks: [
        { id: 'a', type: 'call', state: 'pending' as const },
        { id: 'b', type: 'call', state: 'finished' as const },
      ],
    };
    expect(markDeletedIn(list, 'a').tasks?.map((t) => t.state)).toEqual(['deleted', 'finished']);
    expect(withoutTask(list, 'a')).toMatchObject({ total: 1, tasks: [{ id: 'b' }] });
    expect(withoutTask(list, 'zzz').total).toBe(2);
    const counts = taskCountsOf({ success: true, stats: { total: 2, byState: { pending: 1, finished: 1 } } });
    expect(countsWithout(counts, 'pending')).toMatchObject({ total: 1, byState: { pending: 0, finished: 1 } });
  });
});

describe('the target', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['415-555-0163', null],
    ['+1 (415) 555-0163', null],
    ['+44 20 7946 0958', null],
    ['555-0163', 'tooShort'],
    ['+1234567890123456', 'tooLong'],
    ['call me', 'characters'],
  ])('%j → %s', (raw, problem) => expect(targetProblem(raw)).toBe(problem));

  it.each([
    ['415-555-0163', '+14155550163'],
    ['1 415 555 0163', '+14155550163'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s is sent as %s', (raw, e164) => expect(normalizeTarget(raw)).toBe(e164));

  it('a valid target is shown in display form', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), (ten) => {
        expect(targetProblem(ten)).toBeNull();
        expect(displayTarget(normalizeTarget(ten))).toBe(`+1 (${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`);
      }),
    );
  });
});

describe('the task form', () => {
  const valid = { ...EMPTY_TASK_FORM, target: '415 555 0163' };
  it('accepts a call with a phone number and refuses a text without its message', () => {
    expect(v.safeParse(taskFormSchema, valid).success).toBe(true);
    const text = v.safeParse(taskFormSchema, { ...valid, type: 'text' });
    expect(text.success).toBe(false);
    expect(text.issues?.[0]?.path?.[0]?.key).toBe('message');
    expect(text.issues?.[0]?.message).toBe('This field is required');
  });

  it('builds the body the type needs, the time in the time zone', () => {
    expect(
      taskInputOf(
        { ...valid, context: ' Recall ', greeting: 'Hi', waitToGreet: true, scheduledFor: '2025-11-24T09:30' },
        'America/Los_Angeles',
      ),
    ).toEqual({
      type: 'call',
      target: '+14155550163',
      context: 'Recall',
      greeting: 'Hi',
      waitToGreet: true,
      scheduledFor: Date.UTC(2025, 10, 24, 17, 30) / 1000,
    });
    expect(taskInputOf({ ...valid, type: 'text', message: 'See you', greeting: 'ignored' }, 'UTC')).toEqual({
      type: 'text',
      target: '+14155550163',
      message: 'See you',
    });
  });

  it('wall-clock times round-trip in any time zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_700_000_000, max: 1_900_000_000 }).map((s) => s - (s % 60)),
        fc.constantFrom('UTC', 'America/New_York', 'Europe/Paris', 'Asia/Kolkata', 'Australia/Sydney'),
        (seconds, zone) => {
          const local = localOfEpoch(seconds, zone);
          // A wall time inside a DST fall-back hour names two instants; both are an hour apart.
          expect([0, 3600]).toContain(Math.abs(epochOfLocal(local, zone) - seconds));
        },
      ),
    );
  });

  it('sends only what changed', () => {
    const task = { id: 't', type: 'call', state: 'pending' as const, context: 'a', waitToGreet: false };
    expect(taskUpdateOf(task, { state: 'pending', context: 'a', waitToGreet: false })).toEqual({});
    expect(taskUpdateOf(task, { state: 'canceled', context: 'b', waitToGreet: false })).toEqual({
      state: 'canceled',
      context: 'b',
    });
  });
});

describe('the limits', () => {
  const stored = {
    businessHours: { timezone: 'America/Los_Angeles', days: [5, 1, 2, 3, 4], start: '09:00', end: '17:00' },
    daily: { calls: 100, texts: 200, tasks: 300 },
    concurrencyPerRun: 5,
    cooldowns: { calls: 86400, texts: 3600 },
  };

  it('round-trip through the form', () => {
    const values = limitsFormValues(stored, 'UTC');
    expect(values.cooldownCallsMinutes).toBe(1440);
    expect(limitsBodyOf(values, true)).toEqual({
      ...stored,
      businessHours: { ...stored.businessHours, days: [1, 2, 3, 4, 5] },
    });
  });

  it('send daily caps and concurrency only for a super admin', () => {
    const body = limitsBodyOf(limitsFormValues(stored, 'UTC'), false);
    expect(body).not.toHaveProperty('daily');
    expect(body).not.toHaveProperty('concurrencyPerRun');
    expect(defaultLimitsBody('Europe/Paris', true)).toMatchObject({
      businessHours: { timezone: 'Europe/Paris', days: [1, 2, 3, 4, 5] },
    });
  });

  it.each([
    [{ end: '08:00' }, 'end', 'The end must be after the start.'],
    [{ start: '9:00' }, 'start', 'Enter a time as HH:MM, like 09:00.'],
    [{ days: [] }, 'days', 'Choose at least one day.'],
    [{ concurrencyPerRun: 0 }, 'concurrencyPerRun', 'Enter a whole number from 1 to 1,000.'],
  ])('refuses %j', (patch, field, message) => {
    const result = v.safeParse(limitsFormSchema, { ...limitsFormValues(stored, 'UTC'), ...patch });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.[0]?.key).toBe(field);
    expect(result.issues?.[0]?.message).toBe(message);
  });

  it('reads business hours as a sentence', () => {
    expect(businessHoursText(stored)).toBe('Mon–Fri, 09:00–17:00 (America/Los_Angeles)');
    expect(businessHoursText({ businessHours: { days: [0, 6], start: '10:00', end: '14:00' } })).toBe(
      'Sun, Sat, 10:00–14:00',
    );
  });
});

describe('the task list CSV', () => {
  it.each([
    [{ type: 'call', target: '+14155550163' }, []],
    [{ type: 'Text', target: '+14155550163', message: 'Hi' }, []],
    [{ type: '', target: '' }, ['type is required', 'target is required']],
    [{ type: 'email', target: '+14155550163' }, ['type must be call or text, not “email”']],
    [{ type: 'text', target: '+14155550163' }, ['message is required for text tasks']],
    [{ type: 'call', target: '12' }, ['target “12” is not a phone number']],
    [{ type: 'call', target: '+14155550163', waitToGreet: 'maybe' }, ['waitToGreet must be true or false']],
    [
      { type: 'call', target: '+14155550163', scheduledFor: 'soon' },
      ['scheduledFor must be epoch seconds or a date and time'],
    ],
    [{ type: 'call', target: '+14155550163', scheduledFor: '2025-11-24T09:30:00Z', accountId: '4001' }, []],
    [{ type: 'call', target: '+14155550163', accountId: '-1' }, ['accountId must be a whole number']],
  ])('%j → %j', (row, problems) => expect(taskRowProblems(row)).toEqual(problems));

  it('checks the header against the real product’s columns', () => {
    expect(checkCsvHeader(['type', ' target ', 'notes'])).toEqual({
      columns: ['type', 'target', 'notes'],
      missing: [],
      unknown: ['notes'],
    });
    expect(checkCsvHeader(['phone']).missing).toEqual(['type', 'target']);
  });

  it('previews 1,000 rows and names the two bad ones', () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      i === 41
        ? 'call,nope,x'
        : i === 977
          ? 'fax,+14155550100,x'
          : `call,+1415555${String(i).padStart(4, '0')},"ctx, ${i}"`,
    );
    const preview = previewTaskCsvText(`type,target,context\n${rows.join('\n')}\n`);
    expect(preview).toMatchObject({ totalRows: 1000, validRows: 998, invalidRows: 2, fileProblem: null });
    expect(preview.problems).toEqual([
      { row: 42, problems: ['target “nope” is not a phone number'] },
      { row: 978, problems: ['type must be call or text, not “fax”'] },
    ]);
    expect(preview.sample).toHaveLength(20);
    expect(preview.sample[0]?.values.context).toBe('ctx, 0');
  });

  it.each([
    ['', 'The file has no header row.'],
    ['type,target\n', 'The file has a header but no rows.'],
    [
      'name,phone\nA,1\n',
      'The file has no type or target column. Columns it may have: type, target, context, taskContext, greeting, waitToGreet, accountId, scheduledFor, message, externalTaskId.',
    ],
  ])('names a file problem: %j', (text, problem) => {
    expect(previewTaskCsvText(text).fileProblem).toBe(problem);
  });

  it('counts every row once, valid plus invalid', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom('call', 'text', 'x', ''),
            fc.constantFrom('+14155550100', '1', ''),
            fc.constantFrom('', 'hi'),
          ),
          { maxLength: 60 },
        ),
        (rows) => {
          const text = `type,target,message\n${rows.map((r) => r.join(',')).join('\n')}`;
          const p = previewTaskCsvText(text);
          const nonEmpty = rows.filter((r) => r.some((f) => f !== '')).length;
          expect(p.totalRows).toBe(nonEmpty);
          if (!p.fileProblem) expect(p.validRows + p.invalidRows).toBe(p.totalRows);
        },
      ),
    );
  });
});
