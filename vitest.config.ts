import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      // Chakra's default theme tokens, file by file (see src/app/system.ts).
      {
        find: /^chakra-theme-internal\/(.*)$/,
        replacement:
          fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url)) + '$1.js',
      },
    ],
  },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // The suite shares 2 cores with the type-check and builds: a screen test's first render loads
    // its lazy modules slowly under load. A hung test still fails, after 20 s instead of 5 s.
    testTimeout: 20_000,
    // `npx vitest run <file>` starts only the projects that own the file: a unit test never
    // bundles the contract or starts Prism (a project's globalSetup runs only when it has tests queued).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/contract/**', 'tests/build/**'],
        },
      },
      {
        // The contract against Prism, which the global setup starts on the bundled spec.
        extends: true,
        test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], globalSetup: ['tests/global-setup.ts'] },
      },
      {
        // Production builds: the app measured against its budget, the static demo opened in
        // Chromium (slow: full vite builds).
        extends: true,
        test: { name: 'build', include: ['tests/build/**/*.test.ts'] },
      },
    ],
  },
});
