import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../mocks/browser/handlers.js';
import { spec } from './helpers';

/** The static demo's MSW handlers (the same engine, run by MSW), exercised under msw/node. */
const ORIGIN = 'http://demo.test';
const saved = new Map<string, string>();
const storage = {
  getItem: (k: string) => saved.get(k) ?? null,
  setItem: (k: string, v: string) => void saved.set(k, v),
};
const { handlers } = createHandlers({ spec, validate: true, storage, origin: ORIGIN });
const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the demo mock under MSW', () => {
  it('answers the API from the engine, remembers changes, and saves them for the next visit', async () => {
    const session = (await (await fetch(`${ORIGIN}/api/v1/allocateTempUserSession`)).json()) as { token: string };
    const url = `${ORIGIN}/api/v2/tasks?token=${session.token}`;
    const created = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'text', target: '+14155550100', message: 'Hello' }),
    });
    expect(created.status).toBe(201);
    const list = (await (await fetch(url)).json()) as { tasks: { message?: string }[] };
    expect(list.tasks[0]!.message).toBe('Hello');
    await new Promise((r) => setTimeout(r, 300)); // saving is debounced
    expect(saved.get('vida-demo-mock-state')).toContain('Hello');

    // A new page load (new handlers) starts from the saved state.
    const again = createHandlers({ spec, storage, origin: ORIGIN });
    const res = again.engine.handle({ method: 'GET', url: `/api/v2/tasks?token=${session.token}` });
    expect(JSON.parse(res.body).tasks[0].message).toBe('Hello');
  });

  it('answers example images with a generated avatar', async () => {
    const res = await fetch('https://cdn.vida.example/avatars/sunrisedental.png');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });
});
