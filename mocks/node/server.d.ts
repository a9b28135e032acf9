// Types of the Node server of the mock (server.js is plain JavaScript so that Node runs it as is).
import type { Server } from 'node:http';
import type { Engine } from '../engine/engine.js';

export interface MockServerOptions {
  spec: unknown;
  port?: number;
  host?: string;
  log?: 'quiet' | 'verbose' | 'silent';
  statePath?: string;
  strict?: boolean;
  write?: (line: string) => void;
}

export function startMockServer(
  options: MockServerOptions,
): Promise<{ url: string; server: Server; engine: Engine; close: () => Promise<void> }>;
