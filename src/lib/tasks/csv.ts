// The task list a person uploads (`tasks/csv`, multipart field csv): its columns are the real
// product's, each row is checked before anything is sent, and the preview names every bad row.
// Pure: the worker (features/tasks/csv.worker.ts) feeds papaparse's rows in; the bench and the
// tests call previewTaskCsvText on a string.
import Papa from 'papaparse';
import { targetProblem } from './target';

/** The columns the real product reads (any others are ignored). */
export const TASK_CSV_COLUMNS = [
  'type',
  'target',
  'context',
  'taskContext',
  'greeting',
  'waitToGreet',
  'accountId',
  'scheduledFor',
  'message',
  'externalTaskId',
] as const;
export type TaskCsvColumn = (typeof TASK_CSV_COLUMNS)[number];

/** A file without these columns cannot make any task. */
export const TASK_CSV_REQUIRED_COLUMNS: readonly TaskCsvColumn[] = ['type', 'target'];

/** The upload's size limit (the contract's 10 MB). */
export const TASK_CSV_MAX_BYTES = 10 * 1024 * 1024;
/** Rows shown in the preview table. */
export const TASK_CSV_SAMPLE_ROWS = 20;
/** Bad rows listed by number (the count covers all of them). */
export const TASK_CSV_MAX_LISTED_PROBLEMS = 500;

const MAX_LENGTH: readonly (readonly [TaskCsvColumn, number])[] = [
  ['context', 10000],
  ['taskContext', 10000],
  ['greeting', 2000],
  ['message', 2000],
  ['externalTaskId', 200],
  ['target', 100],
];

/** The common case without a regex per character: `+` and 10 to 15 digits. */
const E164 = /^\+?\d{10,15}$/;
const EPOCH = /^\d{9,10}$/;
const ACCOUNT = /^[1-9]\d{0,15}$/;

const BOOLEAN = /^(true|false|1|0|yes|no)$/i;

export type CsvRow = Record<string, string | undefined>;

/** What is wrong with one data row (empty: it makes a task). */
export function taskRowProblems(row: CsvRow): string[] {
  const problems: string[] = [];
  const get = (c: TaskCsvColumn) => (row[c] ?? '').trim();
  const type = get('type').toLowerCase();
  if (!type) problems.push('type is required');
  else if (type !== 'call' && type !== 'text') problems.push(`type must be call or text, not “${clip(get('type'))}”`);
  const target = get('target');
  const tp = E164.test(target) ? null : targetProblem(target);
  if (tp === 'required') problems.push('target is required');
  else if (tp) problems.push(`target “${clip(target)}” is not a phone number`);
  if (type === 'text' && !get('message')) problems.push('message is required for text tasks');
  const wait = get('waitToGreet');
  if (wait && !BOOLEAN.test(wait)) problems.push('waitToGreet must be true or false');
  const account = get('accountId');
  if (account && !ACCOUNT.test(account)) problems.push('accountId must be a whole number');
  const when = get('scheduledFor');
  if (when && !EPOCH.test(when) && Number.isNaN(Date.parse(when)))
    problems.push('scheduledFor must be epoch seconds or a date and time');
  for (const [column, max] of MAX_LENGTH) {
    const value = row[column];
    if (value !== undefined && value.length > max) problems.push(`${column} is longer than ${max} characters`);
  }
  return problems;
}

const clip = (s: string) => (s.length > 24 ? `${s.slice(0, 23)}…` : s);

export interface CsvHeaderCheck {
  columns: string[];
  missing: TaskCsvColumn[];
  unknown: string[];
}

export function checkCsvHeader(fields: readonly string[]): CsvHeaderCheck {
  const columns = fields.map((f) => f.trim());
  const known = new Set<string>(TASK_CSV_COLUMNS);
  return {
    columns,
    missing: TASK_CSV_REQUIRED_COLUMNS.filter((c) => !columns.includes(c)),
    unknown: columns.filter((c) => c !== '' && !known.has(c)),
  };
}

export interface CsvRowProblem {
  /** The data row's number, counting from 1 after the header. */
  row: number;
  problems: string[];
}

export interface CsvPreview {
  header: CsvHeaderCheck;
  totalRows: number;
  validRows: number;
  invalidRows: number;
  /** The first rows, each with its problems. */
  sample: { row: number; values: CsvRow; problems: string[] }[];
  /** The first TASK_CSV_MAX_LISTED_PROBLEMS bad rows. */
  problems: CsvRowProblem[];
  /** A problem with the file itself (no header, no rows, a required column missing). */
  fileProblem: string | null;
}

/** Builds a preview row by row (the worker feeds it papaparse's chunks). */
export function createCsvPreview() {
  let header: CsvHeaderCheck = { columns: [], missing: [...TASK_CSV_REQUIRED_COLUMNS], unknown: [] };
  let totalRows = 0;
  let invalidRows = 0;
  const sample: CsvPreview['sample'] = [];
  const problems: CsvRowProblem[] = [];

  return {
    setHeader(fields: readonly string[]) {
      header = checkCsvHeader(fields);
    },
    /** One data row; `extra` are the parser's own problems with it (a wrong number of fields). */
    addRow(values: CsvRow, extra: readonly string[] = []) {
      totalRows += 1;
      const found = header.missing.length ? [] : [...extra, ...taskRowProblems(values)];
      if (found.length) {
        invalidRows += 1;
        if (problems.length < TASK_CSV_MAX_LISTED_PROBLEMS) problems.push({ row: totalRows, problems: found });
      }
      if (sample.length < TASK_CSV_SAMPLE_ROWS) sample.push({ row: totalRows, values, problems: found });
    },
    result(): CsvPreview {
      const fileProblem =
        header.columns.length === 0
          ? 'The file has no header row.'
          : header.missing.length
            ? `The file has no ${header.missing.join(' or ')} column. Columns it may have: ${TASK_CSV_COLUMNS.join(', ')}.`
            : totalRows === 0
              ? 'The file has a header but no rows.'
              : null;
      return {
        header,
        totalRows,
        validRows: fileProblem ? 0 : totalRows - invalidRows,
        invalidRows: fileProblem ? totalRows : invalidRows,
        sample,
        problems,
        fileProblem,
      };
    },
  };
}

export type CsvPreviewBuilder = ReturnType<typeof createCsvPreview>;

/** Papaparse's settings for a task list: a header row, trimmed names, blank lines skipped. */
export const TASK_CSV_PARSE_CONFIG = {
  header: true,
  skipEmptyLines: 'greedy',
  transformHeader: (h: string) => h.trim(),
} as const;

/** Feeds one parsed chunk (papaparse's result) into a preview. */
export function addParsedChunk(preview: CsvPreviewBuilder, chunk: Papa.ParseResult<CsvRow>, first: boolean) {
  if (first) preview.setHeader(chunk.meta.fields ?? []);
  const extra = new Map<number, string[]>();
  for (const e of chunk.errors) {
    if (typeof e.row !== 'number') continue;
    const list = extra.get(e.row) ?? [];
    list.push(e.code === 'TooFewFields' || e.code === 'TooManyFields' ? 'has the wrong number of fields' : e.message);
    extra.set(e.row, list);
  }
  chunk.data.forEach((row, i) => preview.addRow(row, extra.get(i)));
}

/** The whole preview of a CSV text (tests and the bench; the app parses in a worker). */
export function previewTaskCsvText(text: string): CsvPreview {
  const preview = createCsvPreview();
  const parsed = Papa.parse<CsvRow>(text, TASK_CSV_PARSE_CONFIG);
  addParsedChunk(preview, parsed, true);
  return preview.result();
}
