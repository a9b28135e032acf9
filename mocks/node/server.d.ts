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
  /** The mock's clock (epoch ms). */
  now?: () => number;
  /** The origin example images are served from: `<assetBase>/mock-assets/…` (MOCK_ASSET_BASE). */
  assetBase?: string;
  write?: (line: string) => void;
}

export function startMockServer(
  options: MockServerOptions,
): Promise<{ url: string; server: Server; engine: Engine; close: () => Promise<void> }>;

/** The mock's clock from `MOCK_NOW` (ISO instant or epoch ms), running in real time from there. */
export function clockFrom(value: string | undefined, realNow?: () => number): (() => number) | undefined;
