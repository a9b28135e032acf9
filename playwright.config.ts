import { defineConfig } from '@playwright/test';

/** Debian's Chromium by default; CHROMIUM_PATH points at another Chromium or Chrome binary. */
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const MOCK_PORT = process.env.E2E_MOCK_PORT || '4011';
const APP_PORT = process.env.E2E_APP_PORT || '5174';
const isCI = !!process.env.CI;
// Its own build folder per run (E2E_OUT_DIR), so two runs on one machine never overwrite each
// other's build (each also takes its own E2E_MOCK_PORT and E2E_APP_PORT).
const OUT_DIR = process.env.E2E_OUT_DIR || 'dist';

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    // Recording a trace of every test costs CPU and makes closing each context slower; on CI a trace
    // is kept for the retry of a failed test only.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The stateful mock (mocks/README.md; strict: an answer that breaks the contract is a 500 and
  // fails the test) and a production build of the app served by `vite preview`, which proxies
  // /api to the mock. Each test gets its own session token, so parallel tests never share state.
  webServer: [
    {
      command: 'node scripts/mock.mjs',
      url: `http://127.0.0.1:${MOCK_PORT}/api/v1/allocateTempUserSession`,
      // The mock serves dates relative to its clock (mocks/README.md); the specs fix the browser's
      // clock to the day of the contract's examples, so the mock's clock starts there too.
      // Example images come from the app's origin, which proxies /mock-assets to the mock.
      env: {
        MOCK_PORT,
        MOCK_STRICT: '1',
        MOCK_NOW: '2025-11-22T12:00:00Z',
        MOCK_ASSET_BASE: `http://127.0.0.1:${APP_PORT}`,
      },
      reuseExistingServer: !isCI,
      timeout: 60_000,
    },
    {
      command: `npx vite build --logLevel warn --outDir ${OUT_DIR} && npx vite preview --outDir ${OUT_DIR} --port ${APP_PORT} --strictPort`,
      url: `http://127.0.0.1:${APP_PORT}/app`,
      env: { MOCK_PORT, PORT: APP_PORT },
      reuseExistingServer: !isCI,
      timeout: 180_000,
    },
  ],
});
