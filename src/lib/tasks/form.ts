// The createTask and editTask forms (valibot schemas for react-hook-form) and the bodies they send.
import * as v from 'valibot';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Task, TaskInput, TaskState, TaskUpdate } from '@/api/generated/model';
import * as MESSAGES from '../message-catalogue';
import { normalizeTarget, targetProblem, type TargetProblem } from './target';
import type { TaskType } from './search';

export const TASK_FORM_MESSAGES = {
  target: {
    required: MESSAGES.fieldRequired,
    characters: 'Use only digits, spaces and + ( ) . -',
    tooShort: 'Enter a phone number with at least 10 digits.',
    tooLong: 'Enter a phone number with at most 15 digits.',
  } satisfies Record<TargetProblem, string>,
  tooLong: (max: number) => `Use at most ${max} characters.`,
  scheduledFor: 'Enter a date and time, like 2025-11-24 09:30.',
  accountId: 'Enter the agent account’s number.',
} as const;

export const TASK_TEXT_MAX = { context: 10000, greeting: 2000, message: 2000 } as const;

/** The form's values (all text, as inputs hold them). */
export interface TaskFormValues {
  type: TaskType;
  target: string;
  context: string;
  greeting: string;
  message: string;
  waitToGreet: boolean;
  /** `yyyy-MM-ddTHH:mm` in the time zone shown beside the field; empty = as soon as limits allow. */
  scheduledFor: string;
  accountId: string;
}

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, TASK_FORM_MESSAGES.tooLong(max)));

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The create form's schema: a valid phone number; a text needs its message. */
export const taskFormSchema = v.pipe(
  v.object({
    type: v.picklist(['call', 'text']),
    target: v.pipe(
      v.string(),
      v.check((s) => targetProblem(s) !== 'required', TASK_FORM_MESSAGES.target.required),
      v.check((s) => targetProblem(s) !== 'characters', TASK_FORM_MESSAGES.target.characters),
      v.check((s) => targetProblem(s) !== 'tooShort', TASK_FORM_MESSAGES.target.tooShort),
      v.check((s) => targetProblem(s) !== 'tooLong', TASK_FORM_MESSAGES.target.tooLong),
    ),
    context: text(TASK_TEXT_MAX.context),
    greeting: text(TASK_TEXT_MAX.greeting),
    message: text(TASK_TEXT_MAX.message),
    waitToGreet: v.boolean(),
    scheduledFor: v.pipe(
      v.string(),
      v.check(
        (s) => s === '' || (LOCAL_DATE_TIME.test(s) && !Number.isNaN(Date.parse(s))),
        TASK_FORM_MESSAGES.scheduledFor,
      ),
    ),
    accountId: v.pipe(
      v.string(),
      v.check((s) => s.trim() === '' || /^[1-9]\d{0,15}$/.test(s.trim()), TASK_FORM_MESSAGES.accountId),
    ),
  }),
  v.forward(
    v.check((f) => f.type !== 'text' || f.message.trim() !== '', MESSAGES.fieldRequired),
    ['message'],
  ),
);

/** The edit form: what `POST tasks/{id}` changes (state, context, waitToGreet). */
export interface TaskEditValues {
  state: TaskState;
  context: string;
  waitToGreet: boolean;
}

export const taskEditSchema = v.object({
  state: v.picklist(['pending', 'running', 'finished', 'errored', 'canceled', 'deleted']),
  context: text(TASK_TEXT_MAX.context),
  waitToGreet: v.boolean(),
});

/** Epoch seconds of a `yyyy-MM-ddTHH:mm` wall-clock time in `timeZone`. */
export function epochOfLocal(local: string, timeZone: string): number {
  const [date = '', time = ''] = local.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return Math.floor(new TZDate(y ?? 1970, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0, timeZone).getTime() / 1000);
}

/** The `yyyy-MM-ddTHH:mm` wall-clock time of epoch seconds in `timeZone`. */
export const localOfEpoch = (seconds: number, timeZone: string): string =>
  format(new TZDate(seconds * 1000, timeZone), "yyyy-MM-dd'T'HH:mm");

export const EMPTY_TASK_FORM: TaskFormValues = {
  type: 'call',
  target: '',
  context: '',
  greeting: '',
  message: '',
  waitToGreet: false,
  scheduledFor: '',
  accountId: '',
};

/** The create body: the type's own fields only, the target in E.164, the time in epoch seconds. */
export function taskInputOf(values: TaskFormValues, timeZone: string): TaskInput {
  const input: TaskInput = { type: values.type, target: normalizeTarget(values.target) };
  const context = values.context.trim();
  if (context) input.context = context;
  if (values.type === 'call') {
    const greeting = values.greeting.trim();
    if (greeting) input.greeting = greeting;
    input.waitToGreet = values.waitToGreet;
  } else {
    input.message = values.message.trim();
  }
  if (values.scheduledFor) input.scheduledFor = epochOfLocal(values.scheduledFor, timeZone);
  if (values.accountId.trim()) input.accountId = Number(values.accountId.trim());
  return input;
}

export const taskEditValuesOf = (task: Task): TaskEditValues => ({
  state: task.state,
  context: task.context ?? '',
  waitToGreet: task.waitToGreet ?? false,
});

/** Only what changed from the task (an empty object: nothing to send). */
export function taskUpdateOf(task: Task, values: TaskEditValues): TaskUpdate {
  const update: TaskUpdate = {};
  if (values.state !== task.state) update.state = values.state;
  if (values.context !== (task.context ?? '')) update.context = values.context;
  if (values.waitToGreet !== (task.waitToGreet ?? false)) update.waitToGreet = values.waitToGreet;
  return update;
}
