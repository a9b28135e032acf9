// Shared helpers of the mock tests: the engine on the bundled contract, and small call wrappers.
import fs from 'node:fs';
import path from 'node:path';
import { createEngine } from '../../mocks/engine/engine.js';

export const ROOT = path.resolve(__dirname, '../..');
export const spec = JSON.parse(fs.readFileSync(path.join(ROOT, 'openapi/dist/openapi.json'), 'utf8'));

export type Engine = ReturnType<typeof createEngine>;

export function engine(options: Partial<Parameters<typeof createEngine>[0]> = {}) {
  const violations: { operation: string; status: number; problems: string[] }[] = [];
  const e = createEngine({ spec, strict: true, onViolation: (v) => violations.push(v), ...options });
  return Object.assign(e, { violations });
}

/** Calls the engine like a client would: JSON in, JSON out. */
export function call(
  e: Engine,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): { status: number; json: unknown; headers: Record<string, string> } {
  const res = e.handle({
    method,
    url,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let json: unknown;
  try {
    json = res.body ? JSON.parse(res.body) : undefined;
  } catch {
    json = res.body;
  }
  return { status: res.status, json, headers: res.headers };
}
