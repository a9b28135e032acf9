// Task limits (the real product's `tasks/limits`): business hours in a time zone, daily caps,
// concurrency per run and cooldowns per target. Only a super admin may change daily caps and
// concurrency; the form and the body it sends follow that rule.
import * as v from 'valibot';
import type { TaskLimits } from '@/api/generated/model';

export const WEEKDAYS = [
  { day: 0, short: 'Sun', long: 'Sunday' },
  { day: 1, short: 'Mon', long: 'Monday' },
  { day: 2, short: 'Tue', long: 'Tuesday' },
  { day: 3, short: 'Wed', long: 'Wednesday' },
  { day: 4, short: 'Thu', long: 'Thursday' },
  { day: 5, short: 'Fri', long: 'Friday' },
  { day: 6, short: 'Sat', long: 'Saturday' },
] as const;

/** The defaults a reset restores (the time zone is kept: it is where the business is). */
export const DEFAULT_TASK_LIMITS = {
  businessHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' },
  daily: { calls: 100, texts: 200, tasks: 300 },
  concurrencyPerRun: 5,
  cooldowns: { calls: 86400, texts: 3600 },
} as const;

export const LIMITS_MESSAGES = {
  time: 'Enter a time as HH:MM, like 09:00.',
  endAfterStart: 'The end must be after the start.',
  days: 'Choose at least one day.',
  whole: (min: number, max: number) => `Enter a whole number from ${min} to ${max.toLocaleString('en-US')}.`,
  timeZone: 'Choose a time zone.',
} as const;

/** The form's values: cooldowns in minutes (the wire holds seconds). */
export interface LimitsFormValues {
  timezone: string;
  days: number[];
  start: string;
  end: string;
  dailyCalls: number;
  dailyTexts: number;
  dailyTasks: number;
  concurrencyPerRun: number;
  cooldownCallsMinutes: number;
  cooldownTextsMinutes: number;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const whole = (min: number, max: number) =>
  v.pipe(
    v.number(LIMITS_MESSAGES.whole(min, max)),
    v.integer(LIMITS_MESSAGES.whole(min, max)),
    v.minValue(min, LIMITS_MESSAGES.whole(min, max)),
    v.maxValue(max, LIMITS_MESSAGES.whole(min, max)),
  );

export const limitsFormSchema = v.pipe(
  v.object({
    timezone: v.pipe(v.string(), v.minLength(1, LIMITS_MESSAGES.timeZone), v.maxLength(64)),
    days: v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6))),
      v.minLength(1, LIMITS_MESSAGES.days),
    ),
    start: v.pipe(v.string(), v.regex(HHMM, LIMITS_MESSAGES.time)),
    end: v.pipe(v.string(), v.regex(HHMM, LIMITS_MESSAGES.time)),
    dailyCalls: whole(0, 1_000_000),
    dailyTexts: whole(0, 1_000_000),
    dailyTasks: whole(0, 1_000_000),
    concurrencyPerRun: whole(1, 1000),
    cooldownCallsMinutes: whole(0, 525_600),
    cooldownTextsMinutes: whole(0, 525_600),
  }),
  v.forward(
    v.check((f) => !HHMM.test(f.start) || !HHMM.test(f.end) || f.end > f.start, LIMITS_MESSAGES.endAfterStart),
    ['end'],
  ),
);

/** The form's values of stored limits; missing parts take the defaults. */
export function limitsFormValues(limits: TaskLimits, fallbackTimeZone: string): LimitsFormValues {
  const d = DEFAULT_TASK_LIMITS;
  return {
    timezone: limits.businessHours?.timezone ?? fallbackTimeZone,
    days: [...(limits.businessHours?.days ?? d.businessHours.days)].sort((a, b) => a - b),
    start: limits.businessHours?.start ?? d.businessHours.start,
    end: limits.businessHours?.end ?? d.businessHours.end,
    dailyCalls: limits.daily?.calls ?? d.daily.calls,
    dailyTexts: limits.daily?.texts ?? d.daily.texts,
    dailyTasks: limits.daily?.tasks ?? d.daily.tasks,
    concurrencyPerRun: limits.concurrencyPerRun ?? d.concurrencyPerRun,
    cooldownCallsMinutes: Math.round((limits.cooldowns?.calls ?? d.cooldowns.calls) / 60),
    cooldownTextsMinutes: Math.round((limits.cooldowns?.texts ?? d.cooldowns.texts) / 60),
  };
}

/** The body of `POST tasks/limits`: daily caps and concurrency only for a super admin. */
export function limitsBodyOf(values: LimitsFormValues, superAdmin: boolean): TaskLimits {
  const body: TaskLimits = {
    businessHours: {
      timezone: values.timezone,
      days: [...new Set(values.days)].sort((a, b) => a - b),
      start: values.start,
      end: values.end,
    },
    cooldowns: { calls: values.cooldownCallsMinutes * 60, texts: values.cooldownTextsMinutes * 60 },
  };
  if (superAdmin) {
    body.daily = { calls: values.dailyCalls, texts: values.dailyTexts, tasks: values.dailyTasks };
    body.concurrencyPerRun = values.concurrencyPerRun;
  }
  return body;
}

/** The defaults, in the current time zone, as the reset sends them. */
export function defaultLimitsBody(timeZone: string, superAdmin: boolean): TaskLimits {
  const d = DEFAULT_TASK_LIMITS;
  return limitsBodyOf(
    {
      timezone: timeZone,
      days: [...d.businessHours.days],
      start: d.businessHours.start,
      end: d.businessHours.end,
      dailyCalls: d.daily.calls,
      dailyTexts: d.daily.texts,
      dailyTasks: d.daily.tasks,
      concurrencyPerRun: d.concurrencyPerRun,
      cooldownCallsMinutes: d.cooldowns.calls / 60,
      cooldownTextsMinutes: d.cooldowns.texts / 60,
    },
    superAdmin,
  );
}

/** "Mon–Fri, 09:00–17:00 (America/Los_Angeles)". */
export function businessHoursText(limits: TaskLimits): string {
  const bh = limits.businessHours;
  if (!bh) return 'Any time';
  const days = [...(bh.days ?? [])].sort((a, b) => a - b);
  const names = days.map((d) => WEEKDAYS[d]?.short ?? String(d));
  const contiguous = days.length > 2 && days.every((d, i) => i === 0 || d === (days[i - 1] ?? 0) + 1);
  const dayText =
    days.length === 0 ? 'No days' : contiguous ? `${names[0]}–${names[names.length - 1]}` : names.join(', ');
  return `${dayText}, ${bh.start ?? '00:00'}–${bh.end ?? '23:59'}${bh.timezone ? ` (${bh.timezone})` : ''}`;
}
