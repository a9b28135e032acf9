// Types of handlers.js (plain JavaScript so that Node runs it as is): keyed by operationId.
import type { Handlers } from './engine.js';

export const handlers: Handlers;
