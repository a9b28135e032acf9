// Types of the mock engine (engine.js is plain JavaScript so that Node runs it as is).
import type { Contract } from './contract.js';

export const RESET_PATH: string;
export const STATE_PATH: string;

export interface MockRequest {
  method: string;
  /** The raw path and query, still percent-encoded. */
  url: string;
  headers?: Record<string, string | string[] | undefined>;
  /** The raw body text. */
  body?: string;
}

export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  operation?: string;
  violations?: string[];
  requestViolation?: boolean;
}

export interface Violation {
  operation: string;
  operationId?: string;
  status: number;
  problems: string[];
}

export interface EngineOptions {
  spec: unknown;
  strict?: boolean;
  validate?: boolean;
  onViolation?: (v: Violation) => void;
  now?: () => number;
  initialState?: { tokens: Record<string, unknown> };
  onChange?: () => void;
  random?: () => number;
  /** Move the examples' dates to the day they are served (default true). */
  relativeDates?: boolean;
  /** The origin example images are served from (`<assetBase>/mock-assets/…`); else inline pictures. */
  assetBase?: string;
}

export interface Engine {
  handle(req: MockRequest): MockResponse;
  reset(token?: string): void;
  snapshot(): { version: number; tokens: Record<string, unknown> };
  contract: Contract;
  seed(): Record<string, unknown>;
}

export function parsePrefer(value: string | undefined): Record<string, string>;
export function createEngine(options: EngineOptions): Engine;
