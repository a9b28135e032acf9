// Types of the compiled contract (contract.js is plain JavaScript so that Node runs it as is).
export const METHODS: readonly string[];

export interface ContractOperation {
  method: string;
  path: string;
  operationId: string;
  key: string;
  op: Record<string, unknown> & { responses?: Record<string, unknown>; security?: unknown[] };
  parameters: { name: string; in: string; required?: boolean; example?: unknown; schema?: Record<string, unknown> }[];
}

export interface Example {
  status: number;
  contentType: string | undefined;
  body: unknown;
}

export interface Contract {
  spec: Record<string, unknown>;
  operations: ContractOperation[];
  byId(id: string): ContractOperation | undefined;
  match(
    method: string,
    rawPath: string,
  ):
    | { operation: ContractOperation; params: Record<string, string> }
    | { malformed: true }
    | { methodNotAllowed: true }
    | null;
  successStatus(operation: ContractOperation): string;
  example(operation: ContractOperation, status?: string | number, name?: string, accept?: string): Example | undefined;
  exampleNames(operation: ContractOperation, status?: string | number): string[];
  requestExample(operation: ContractOperation): { contentType: string; body: unknown; schema?: unknown } | undefined;
  validateRequest(
    operation: ContractOperation,
    request: {
      query?: Record<string, string[]>;
      params?: Record<string, string>;
      contentType?: string;
      body?: unknown;
      hasBody?: boolean;
    },
  ): string[];
  validateResponse(
    operation: ContractOperation,
    response: { status: number; contentType: string | undefined; body: unknown },
  ): string[];
  needsToken(operation: ContractOperation): boolean;
}

export function deref<T = unknown>(spec: unknown, value: unknown): T;
export function createContract(spec: unknown): Contract;
