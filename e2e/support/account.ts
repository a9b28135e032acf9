import type { Page, Route } from '@playwright/test';

type Json = Record<string, unknown>;

/** True for the error a route meets when the page dropped its request while it was answered
 * (a cancelled query, a reload, a navigation, the test's end): nothing waits for it any more. */
const isDroppedRequest = (error: unknown) =>
  error instanceof Error && /disposed|has been closed|test ended/i.test(error.message);

/** True for a connection the app's server closed as the request went out on it (Node's idle
 * keep-alive timeout meeting a reused socket): a browser sends an idempotent request again on a
 * new connection, which Playwright's `route.fetch` does not do by itself. */
const isResetConnection = (error: unknown) => error instanceof Error && /ECONNRESET|socket hang up/.test(error.message);

/** `route.fetch` for a GET a test changes the answer of: sent once more after a reset connection,
 * as the browser would. */
export const fetchGet = (route: Route, options?: Parameters<Route['fetch']>[0]) =>
  route.fetch(options).catch((error: unknown) => {
    if (isResetConnection(error)) return route.fetch(options);
    throw error;
  });

/**
 * Answers `GET /api/v1/account` with the mock's answer changed by `patch` (read when the call is
 * made, so a test can change what it returns as the journey goes). `ownOnly`: only the session's
 * own account (no `targetAccountId`), so the accounts it views keep the mock's answers. Other calls
 * go on unchanged (`fallback`, so a spec's other routes still see them). A request the page dropped
 * while it was answered is left alone; any other failure fails the test.
 */
export async function patchAccount(
  page: Page,
  patch: (account: Json) => Json,
  { ownOnly = false }: { ownOnly?: boolean } = {},
): Promise<void> {
  await page.route('**/api/v1/account?**', async (route) => {
    const own = !new URL(route.request().url()).searchParams.has('targetAccountId');
    if (route.request().method() !== 'GET' || (ownOnly && !own)) return route.fallback();
    try {
      const response = await fetchGet(route);
      const body = (await response.json()) as Json;
      await route.fulfill({ response, json: patch(body) });
    } catch (error) {
      if (!isDroppedRequest(error)) throw error;
    }
  });
}

/** The session's own account read as an organization (its owner): the mock's own session is an
 * agent account, which sees no billing or team (spec 000 §6). */
export const signInAsOrganization = (page: Page) =>
  patchAccount(page, (account) => ({ ...account, accountType: 'organization' }), { ownOnly: true });
