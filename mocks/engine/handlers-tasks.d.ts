// Types of handlers-tasks.js (plain JavaScript so that Node runs it as is).
import type { HandlerContext, Handlers } from './engine.js';

export const tasksHandlers: Handlers;
/** The rows of a CSV text (RFC 4180), each an array of fields; blank rows dropped. */
export function parseCsv(text: string): string[][];
/** The named part of a multipart/form-data body, as text, or undefined. */
export function multipartField(raw: unknown, contentType: string | undefined, name: string): string | undefined;
/** Queues one task per valid row; null when the header lacks `type` or `target`. */
export function queueCsv(
  ctx: HandlerContext,
  text: string,
  dryRun?: boolean,
): { inserted: number; errors: { row: number; message: string }[] } | null;
