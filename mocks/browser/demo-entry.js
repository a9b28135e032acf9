// The static demo's entry: starts the mock in a service worker (MSW 2), then the app.
// Every call to /api answers from the same engine as `npm start`, with the state kept in this
// browser (localStorage). Built by `npm run build:demo`; see mocks/README.md.
import { setupWorker } from 'msw/browser';
import spec from '../../openapi/dist/openapi.json';
import { createHandlers } from './handlers.js';

const { handlers } = createHandlers({ spec, validate: import.meta.env.DEV });
const failed = (message) => (error) => {
  const root = document.getElementById('root');
  if (root) root.textContent = message;
  reportError(error);
};
// A promise chain, not top-level await: the app's chunk imports modules the build places in this
// entry's chunk, and an entry still awaiting the app would wait for it forever.
setupWorker(...handlers)
  .start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: !import.meta.env.DEV,
  })
  .then(
    () => import('../../src/main.tsx').catch(failed('The app could not be loaded. Reload the page to try again.')),
    failed('The demo could not start its in-browser mock. Reload the page to try again.'),
  );
