// Types of verify-api.mjs (plain JavaScript so that Node runs it as is).
export interface DriftEntry {
  operation: string;
  operationId: string;
  status: number;
  problems: string[];
}

export interface DriftReport {
  checked: number;
  /** Undeclared statuses and content types, bodies that break their schema. */
  violations: DriftEntry[];
  /** Calls that fail, or answer an error status that valid credentials do not explain. */
  hostErrors: DriftEntry[];
  /** Both, one entry per operation. */
  drift: DriftEntry[];
}

export const EXPECTED_ERRORS: Record<string, { statuses: number[]; why: string }>;

export function hostError(
  operation: { operationId: string },
  status: number,
  options: { token?: string; secured: boolean },
): string | undefined;

export function verifyApi(options: {
  spec: unknown;
  baseUrl: string;
  token?: string;
  write?: boolean;
  timeout?: number;
  concurrency?: number;
}): Promise<{ report: DriftReport; rows: unknown[] }>;

export function summary(report: DriftReport, options?: { write?: boolean; token?: string }): string;
export function formatTable(rows: unknown[]): string;
