// The docsPage overlay's example requests: how to authenticate (the token as a query
// parameter, targetAccountId to act on an account) for the account's own ids. A real token
// never appears: examples carry the placeholder, and the copy text is built from it alone.

/** The placeholder every example uses in place of a token (an environment variable in a shell). */
export const TOKEN_PLACEHOLDER = '$VIDA_API_TOKEN';

export interface ExampleRequest {
  id: string;
  title: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}

/** The examples the docsPage shows, for the acting account (its id goes in as targetAccountId). */
export const EXAMPLE_REQUESTS: readonly ExampleRequest[] = [
  { id: 'account', title: 'Read the account', method: 'GET', path: '/api/v1/account' },
  { id: 'webhooks', title: 'List webhooks', method: 'GET', path: '/api/v2/webhooks' },
  {
    id: 'createWebhook',
    title: 'Add a webhook',
    method: 'POST',
    path: '/api/v2/webhooks',
    body: { url: 'https://example.com/hooks/vida', label: 'My server', type: 'conversation' },
  },
  { id: 'tokens', title: 'List API tokens', method: 'GET', path: '/api/v2/tokens' },
  { id: 'apps', title: 'List apps', method: 'GET', path: '/api/v2/apps' },
];

/** The query of an example: the token placeholder, then the account to act on (when given). */
export function exampleQuery(targetAccountId: number | undefined): string {
  const parts = [`token=${TOKEN_PLACEHOLDER}`];
  if (targetAccountId !== undefined) parts.push(`targetAccountId=${targetAccountId}`);
  return parts.join('&');
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * A curl command for an example. The URL is double-quoted so the shell expands the token's
 * variable; `base` is the API's origin. Never given a token: only the placeholder goes in.
 */
export function curlOf(request: ExampleRequest, base: string, targetAccountId: number | undefined): string {
  const url = `${base.replace(/\/$/, '')}${request.path}?${exampleQuery(targetAccountId)}`;
  const lines = [`curl -X ${request.method} "${url}"`];
  if (request.body) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d ${shellQuote(JSON.stringify(request.body))}`);
  }
  return lines.join(' \\\n');
}
