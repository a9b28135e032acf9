/** Base URL of the API host. In development the Vite dev server proxies `/api` and `/internal`
 * to Prism (or to VITE_API_URL when set), so calls stay same-origin; a production build calls
 * VITE_API_URL directly when it is set, else its own origin. */
const configured = import.meta.env.DEV ? '' : (import.meta.env.VITE_API_URL ?? '');
export const apiBaseUrl: string = configured || (typeof location === 'undefined' ? '' : location.origin);
