// Client-side CSV (a feature module: src/lib stays free of packages).
// Client-side CSV of the log rows on screen, written by papaparse (quoting and escaping are the
// library's, not hand-written). Cells that a spreadsheet would run as a formula — text starting
// with =, +, -, @, a tab or a carriage return — are prefixed with ' (OWASP "CSV injection").
import Papa from 'papaparse';

/**
 * papaparse's own `escapeFormulae: true` tests /^[=+\-@\t\r].*$/, whose `.` stops at a line
 * break, so a formula followed by a newline would slip through; this one only looks at the start.
 * A cell that is only a negative number (`-5`, `-2.5`, as read back from the server's file) is
 * data, not a formula, and stays as it is.
 */
export const FORMULA_START = /^(?!-\d+(?:\.\d+)?$)[=+\-@\t\r]/;

function cellText(value: unknown): string | number | boolean {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/** CSV of the given rows and columns (header row of column names, CRLF line ends). */
export function logsToCsv(rows: readonly Readonly<Record<string, unknown>>[], columns: readonly string[]): string {
  const data = rows.map((row) => columns.map((column) => cellText(row[column])));
  return Papa.unparse(
    { fields: [...columns], data },
    { escapeFormulae: FORMULA_START, newline: '\r\n', quotes: false, header: true },
  );
}

/**
 * The server's CSV file with exactly `columns`, in their order: its header names the fields, so
 * each row is read by name and written again (a field the file lacks is an empty cell; fields
 * not asked for are dropped). The cells pass through the same formula guard as every export.
 */
export function csvWithColumns(text: string, columns: readonly string[]): string {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  return logsToCsv(parsed.data, columns);
}

/** Reads CSV text back into rows of strings (used to check exports; headers from the first line). */
export function parseCsv(text: string): string[][] {
  return Papa.parse<string[]>(text, { skipEmptyLines: false }).data;
}
