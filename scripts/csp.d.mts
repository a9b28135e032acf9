export function inlineScriptHashes(html: string): string[];
export function apiOrigin(apiUrl: string | undefined): string | null;
export function contentSecurityPolicy(options: { html: string; apiUrl?: string; header?: boolean }): string;
