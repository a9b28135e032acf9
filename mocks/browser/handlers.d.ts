// Types of the MSW handlers of the static demo (handlers.js is plain JavaScript).
import type { HttpHandler } from 'msw';
import type { Engine } from '../engine/engine.js';

export function createHandlers(options: {
  spec: unknown;
  validate?: boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  origin?: string;
}): { handlers: HttpHandler[]; engine: Engine };
