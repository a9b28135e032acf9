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
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/global-setup.ts'],
    restoreMocks: true,
  },
});
