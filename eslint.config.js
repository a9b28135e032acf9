// ESLint flat config: TypeScript, React hooks, and the import boundaries of the layout:
//  - src/lib is pure: no React, nothing from the rest of src/ (relative imports inside lib only);
//  - a feature never imports another feature (compose features in routes);
//  - only src/api talks to the network (no hand-written fetch elsewhere).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const noFetch = {
  'no-restricted-globals': [
    'error',
    { name: 'fetch', message: 'Use the generated hooks or src/api/client.ts: one transport.' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: 'Use the generated hooks or src/api/client.ts: one transport.' },
    {
      object: 'globalThis',
      property: 'fetch',
      message: 'Use the generated hooks or src/api/client.ts: one transport.',
    },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: "NewExpression[callee.name='XMLHttpRequest']", message: 'Use src/api/client.ts: one transport.' },
    { selector: "CallExpression[callee.name='eval']", message: 'No eval.' },
    { selector: "NewExpression[callee.name='Function']", message: 'No new Function.' },
    { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Never render user content as HTML.' },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'docs',
      'openapi/dist',
      'src/api/generated/**',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...noFetch },
  },
  {
    files: ['src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@chakra-ui/*', '@tanstack/*'],
              message: 'src/lib is pure TypeScript: no React or UI libraries.',
            },
            { group: ['@/*', '../../*'], message: 'src/lib imports nothing from the rest of src/.' },
          ],
        },
      ],
    },
  },
  ...features.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features
                .filter((f) => f !== name)
                .flatMap((f) => [`@/features/${f}`, `@/features/${f}/*`, `../${f}`, `../${f}/*`, `../../${f}/*`]),
              message: 'Features do not import each other: compose them in a route.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/api/**/*.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,ts,mjs}', '.spectral.mjs', 'e2e/**/*.ts', 'codegen/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The mock engine runs in Node and, through MSW, in the browser.
    files: ['mocks/**/*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
