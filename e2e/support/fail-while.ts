import type { Page } from '@playwright/test';

/** A call a test forces to fail: a path (`/api/v2/tasks`, matched exactly) or a glob (`**\/api/v1/schedule?**`). */
export type CallMatch = string;

/**
 * Makes the mock answer the matched calls with an error (`Prefer: code=…`, as every e2e failure is
 * forced) while `failing()` holds, for one method or all. Other calls, and the matched ones
 * otherwise, go on unchanged (`fallback`, so a spec's other routes still see them).
 */
export async function failWhile(
  page: Page,
  match: CallMatch,
  failing: () => boolean,
  { method, code = 500 }: { method?: string; code?: number } = {},
): Promise<void> {
  const matcher = match.startsWith('/') ? (url: URL) => url.pathname === match : match;
  await page.route(matcher, (route) => {
    const request = route.request();
    const applies = failing() && (method === undefined || request.method() === method);
    return applies ? route.fallback({ headers: { ...request.headers(), prefer: `code=${code}` } }) : route.fallback();
  });
}
