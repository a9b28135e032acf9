// The one fake back end of component and route tests: the stateful mock engine (the same code
// as `npm start` and the e2e suite) answering the app's requests in process through MSW's Node
// server. Each test starts from the contract's seed; an odd answer is forced the way the e2e
// suite forces it (`Prefer: code=…` / `example=…`) or with a one-off override.
//
//   const api = useMockApi();                       // once per file: MSW listens, fresh seed per test
//   api.prefer('listTasks', 'code=500');            // this operation answers its declared 500
//   api.override('getAccount', () => ({ status: 200, body: { … } }));   // a one-off answer
//   api.seed((state) => { state.tasks = []; });     // start this test from an edited seed
//   await renderRoute('/app/org/3001/tasks');       // the app's requests go to the engine
//   expect(api.calls('listTasks')[0].searchParams.get('limit')).toBe('10');
//   expect(api.answers('createTask')[0]).toMatchObject({ success: true });   // what the app received
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { createEngine } from '../../mocks/engine/engine.js';
import type { Engine, OperationId as ContractOperationId } from '../../mocks/engine/engine.js';
import type { ContractOperation } from '../../mocks/engine/contract.js';

const SPEC_FILE = path.resolve(__dirname, '../../openapi/dist/openapi.json');
const spec: unknown = JSON.parse(fs.readFileSync(SPEC_FILE, 'utf8'));

/** The token the harness's sessions use unless a test names another (renderRoute's default). */
export const MOCK_TOKEN = 'tok';

/** An operation of the contract, by its operationId: a name that is none is a type error (and
 * throws at once, for a name built at run time). */
export type OperationId = ContractOperationId;

export type MockAnswer = { status?: number; body?: unknown; contentType?: string };
export type Override = (request: Request, url: URL) => MockAnswer | undefined | Promise<MockAnswer | undefined>;

interface Recorded {
  operationId: string | undefined;
  method: string;
  url: URL;
  /** The body as sent: parsed JSON when it is JSON, else its text (undefined for none). */
  body: unknown;
  /** The request's content type as sent (e.g. `multipart/form-data; boundary=…`), if any. */
  contentType?: string;
  /** The status answered (the engine's, or a one-off override's). */
  status?: number;
  /** The body answered: parsed JSON when it is JSON, else its text (undefined for none). */
  answer?: unknown;
}

export interface MockApi {
  /** The engine answering this test (fresh from the seed before each test). */
  readonly engine: Engine;
  /** Every request the app made in this test, in order, with the operation it matched. */
  readonly requests: readonly Recorded[];
  /** The URLs of the calls made to one operation. */
  calls(operationId: OperationId): URL[];
  /** The JSON bodies sent to one operation. */
  bodies(operationId: OperationId): unknown[];
  /** The bodies answered to one operation's calls, in order (what the app received). */
  answers(operationId: OperationId): unknown[];
  /** Sends `Prefer: <value>` (e.g. `code=500`, `example=empty`) with every call of the operation. */
  prefer(operationId: OperationId, value: string): void;
  /** Answers the operation with `answer` instead of the engine (return undefined to pass through). */
  override(operationId: OperationId, answer: Override): void;
  /** `override` for each operation named (a table of one-off answers by operationId). */
  overrideAll(answers: Partial<Record<OperationId, Override>>): void;
  /** Restarts the engine from the seed as edited by `edit` (the state of the test's token). */
  seed(edit: (state: Record<string, unknown>) => void, token?: string): void;
  /** The current state of a token, as the engine holds it. */
  state(token?: string): Record<string, unknown>;
}

function parseBody(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Installs the engine behind MSW for the test file and returns its controls. */
export function useMockApi(options: { now?: () => number } = {}): MockApi {
  let engine: Engine = createEngine({ spec, strict: true, now: options.now });
  const requests: Recorded[] = [];
  const prefers = new Map<string, string>();
  const overrides = new Map<string, Override>();

  const operationOf = (method: string, url: URL): ContractOperation | undefined => {
    const match = engine.contract.match(method, url.pathname);
    return match && 'operation' in match ? match.operation : undefined;
  };
  const known = (operationId: string) => {
    if (!engine.contract.byId(operationId)) throw new Error(`"${operationId}" is not an operation of the contract.`);
    return operationId;
  };

  const server = setupServer(
    http.all(/\/(api|internal)\//, async ({ request }) => {
      const url = new URL(request.url);
      const operation = operationOf(request.method, url);
      const operationId = operation?.operationId;
      const text = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.clone().text();
      const recorded: Recorded = {
        operationId,
        method: request.method,
        url,
        body: parseBody(text),
        contentType: request.headers.get('content-type') ?? undefined,
      };
      requests.push(recorded);
      const override = operationId ? overrides.get(operationId) : undefined;
      const forced = override ? await override(request, url) : undefined;
      if (forced) {
        recorded.status = forced.status ?? 200;
        recorded.answer = forced.body ?? null;
        return HttpResponse.json(forced.body ?? null, {
          status: forced.status ?? 200,
          headers: forced.contentType ? { 'content-type': forced.contentType } : undefined,
        });
      }
      const headers: Record<string, string> = {};
      request.headers.forEach((value, key) => (headers[key] = value));
      const prefer = operationId ? prefers.get(operationId) : undefined;
      if (prefer) headers.prefer = prefer;
      const res = engine.handle({ method: request.method, url: url.pathname + url.search, headers, body: text });
      recorded.status = res.status;
      recorded.answer = parseBody(res.body);
      return new HttpResponse(res.status === 204 ? null : res.body, { status: res.status, headers: res.headers });
    }),
  );

  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  beforeEach(() => {
    engine = createEngine({ spec, strict: true, now: options.now });
    requests.length = 0;
    prefers.clear();
    overrides.clear();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  return {
    get engine() {
      return engine;
    },
    requests,
    calls: (operationId) => requests.filter((r) => r.operationId === known(operationId)).map((r) => r.url),
    bodies: (operationId) => requests.filter((r) => r.operationId === known(operationId)).map((r) => r.body),
    answers: (operationId) => requests.filter((r) => r.operationId === known(operationId)).map((r) => r.answer),
    prefer: (operationId, value) => void prefers.set(known(operationId), value),
    override: (operationId, answer) => void overrides.set(known(operationId), answer),
    overrideAll(answers) {
      for (const [operationId, answer] of Object.entries(answers))
        if (answer) overrides.set(known(operationId), answer);
    },
    seed(edit, token = MOCK_TOKEN) {
      const state = engine.seed();
      edit(state);
      engine = createEngine({ spec, strict: true, now: options.now, initialState: { tokens: { [token]: state } } });
    },
    state: (token = MOCK_TOKEN) => engine.snapshot().tokens[token] as Record<string, unknown>,
  };
}
