// The static demo's entry: starts the mock in a service worker (MSW 2), then the app.
// Every call to /api answers from the same engine as `npm start`, with the state kept in this
// browser (localStorage). Built by `npm run build:demo`; see mocks/README.md.
import { setupWorker } from 'msw/browser';
import spec from '../../openapi/dist/openapi.json';
import { createHandlers } from './handlers.js';

const { handlers } = createHandlers({ spec, validate: import.meta.env.DEV });
await setupWorker(...handlers).start({
  serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  onUnhandledRequest: 'bypass',
  quiet: !import.meta.env.DEV,
});
await import('../../src/main.tsx');
