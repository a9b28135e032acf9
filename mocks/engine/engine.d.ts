// Types of the mock engine (engine.js is plain JavaScript so that Node runs it as is).
import type { Contract, ContractOperation, Example } from './contract.js';
import type { operations } from '../../src/api/generated/schema';

/** Every operationId of the contract (derived from the generated types, so it follows codegen). */
export type OperationId = keyof operations & string;

/** What a handler sees of a call. `state` is the caller's own state (per token); mutate it. */
export interface HandlerContext {
  operation: ContractOperation;
  params: Record<string, string>;
  /** The first value of each query parameter. */
  query: Record<string, string>;
  queryAll: Record<string, string[]>;
  // A body the contract has already validated; each handler knows its own shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  /** A body that is not JSON (a multipart upload) as text, else undefined. */
  rawBody?: string;
  /** The request's content type, as sent. */
  contentType?: string;
  token: string | undefined;
  now(): number;
  random(): number;
  randomHex(bytes: number): string;
  /** An image URL on the example image host as the examples' images are served (below the
   * engine's asset base; without one, unchanged). */
  assetUrl(url: string): string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly state: any;
}

/** An answer `{ status?, body }` (status defaults to the example's), or undefined: the example. */
export type Handler = (
  ctx: HandlerContext,
  example: Example | undefined,
) => { status?: number; body: unknown } | undefined;

/** Handlers by operationId: a name that is not an operation is a type error here, and throws
 * when the engine is created. */
export type Handlers = Partial<Record<OperationId, Handler>>;

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
  /** Handlers over the mock's own (a test's one-off answer), by operationId. */
  handlers?: Handlers;
  /** `initialState` cannot be used (see snapshotProblems): the engine starts from the seed. */
  onStateRefused?: (problems: string[]) => void;
}

export interface Engine {
  handle(req: MockRequest): MockResponse;
  reset(token?: string): void;
  snapshot(): { version: number; tokens: Record<string, unknown> };
  contract: Contract;
  seed(): Record<string, unknown>;
}

/** The largest request body the mock takes (an upload; a larger one answers 413). */
export const MAX_BODY_BYTES: number;
/** The largest JSON body the mock takes (a larger one answers 413). */
export const MAX_JSON_BYTES: number;
/** The deepest nesting of a JSON body the mock takes (a deeper one answers 400). */
export const MAX_BODY_DEPTH: number;
/** Why a parsed JSON body is refused (too deep, a prototype's name as a key), if it is. */
export function bodyProblem(body: unknown): string | undefined;
/** Why a saved snapshot cannot be used, as sentences; empty when it can. */
export function snapshotProblems(snapshot: unknown, seed: Record<string, unknown>): string[];
export function parsePrefer(value: string | undefined): Record<string, string>;
export function createEngine(options: EngineOptions): Engine;
