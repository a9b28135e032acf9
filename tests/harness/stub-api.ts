import { vi } from 'vitest';

export type Answer = { status?: number; body: unknown; contentType?: string };
export type Answers = Record<string, Answer | ((req: Request) => Answer | Promise<Answer>)>;

/** Stubs global fetch; `answers` maps `METHOD /path` to an answer or a function of the request.
 * Unanswered calls get the contract's 404 envelope. Every request is recorded. */
export function stubApi(answers: Answers) {
  const requests: Request[] = [];
  const fetchMock = vi.fn(async (req: Request) => {
    requests.push(req);
    const url = new URL(req.url);
    const entry = answers[`${req.method} ${url.pathname}`];
    const answer = typeof entry === 'function' ? await entry(req) : entry;
    if (!answer)
      return new Response(JSON.stringify({ success: false, message: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.contentType ?? 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
