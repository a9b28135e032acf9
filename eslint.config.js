// ESLint flat config: TypeScript, React hooks, and the layers of docs/architecture.md, which
// import one way: app → routes → features/<area> → shared (components, hooks, overlays) → lib → api.
//  - a feature imports no other feature, nothing from app or routes (compose features in routes);
//  - shared folders import no feature, app or route; routes import nothing from app;
//  - src/lib is pure: no React, nothing from the rest of src/ but type-only generated models;
//  - only src/api talks to the network (no hand-written fetch elsewhere).
// Import cycles (type-only imports included) are dependency-cruiser's (.dependency-cruiser.cjs).
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
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
    {
      selector: "TSAsExpression[typeAnnotation.type='TSNeverKeyword']",
      message: 'No `as never`: type the value (a route search schema types navigate and Link).',
    },
    {
      selector: "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
      message: 'No `as unknown as`: use the generated model types, or parse the value.',
    },
  ],
};

/**
 * The shape of a section page (docs/architecture.md, "How to add an area"): every route file
 * directly under `src/routes/_console/app/$account/` (not the layout `route.tsx`, the overview
 * `index.tsx` or the catch-all `$.tsx`) declares `validateSearch` (its own search schema) and `loader` (which
 * ensures its data, so a hover preload fetches it and the first paint has it).
 */
const sectionRouteShape = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { missing: 'A section route declares `{{key}}` (see docs/architecture.md, "How to add an area").' },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type !== 'CallExpression' ||
          callee.callee.type !== 'Identifier' ||
          callee.callee.name !== 'createFileRoute'
        )
          return;
        const options = node.arguments[0];
        if (!options || options.type !== 'ObjectExpression') return;
        const keys = new Set(
          options.properties.map((p) => (p.type === 'Property' && p.key.type === 'Identifier' ? p.key.name : '')),
        );
        for (const key of ['validateSearch', 'loader']) {
          if (!keys.has(key)) context.report({ node: options, messageId: 'missing', data: { key } });
        }
      },
    };
  },
};
const local = { rules: { 'section-route-shape': sectionRouteShape } };

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-demo',
      'dist-e2e*',
      'reports',
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
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@chakra-ui/*', '@tanstack/*'],
              message: 'src/lib is pure TypeScript: no React or UI libraries.',
            },
            {
              regex: '^(@/(?!api/generated/model(/|$))|\\.\\./\\.\\./)',
              message: 'src/lib imports nothing from the rest of src/.',
            },
            {
              group: ['@/api/generated/model', '@/api/generated/model/*'],
              allowTypeImports: true,
              message: 'src/lib may use the generated model types, type-only (import type).',
            },
          ],
        },
      ],
      // No browser state in the domain core (src/lib/storage is the one door to Web Storage).
      'no-restricted-globals': [
        'error',
        ...noFetch['no-restricted-globals'].slice(1),
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({
          name,
          message: 'src/lib is pure: pass browser state in from the caller.',
        })),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message: 'Features do not import each other: compose them in a route.',
            })),
            {
              target: './src/features',
              from: ['./src/app', './src/routes'],
              message: 'A feature imports nothing from app or routes (they compose features, not the reverse).',
            },
            {
              target: ['./src/components', './src/hooks', './src/overlays'],
              from: ['./src/features', './src/app', './src/routes'],
              message: 'Shared code imports no feature, app or route.',
            },
            {
              target: './src/routes',
              from: './src/app',
              message: 'Routes import nothing from app: the app gives them what they need through the router context.',
            },
            {
              target: './src/lib',
              from: [
                './src/app',
                './src/routes',
                './src/features',
                './src/components',
                './src/hooks',
                './src/overlays',
              ],
              message: 'src/lib is the pure domain core: it imports nothing above it.',
            },
            {
              target: './src/lib',
              from: './src/api',
              except: ['./generated/model'],
              message: 'src/lib may use only the generated model types (import type) from src/api.',
            },
            {
              target: './src/api',
              from: [
                './src/app',
                './src/routes',
                './src/features',
                './src/components',
                './src/hooks',
                './src/overlays',
                './src/lib',
              ],
              message: 'src/api is the bottom layer: it imports nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // Generated hooks and calls are an area's API module's business: components, hooks and
    // routes use the factories and mutation hooks of `features/<area>/api.ts` (or the shared
    // `src/hooks/api.ts`, `src/app/api.ts`); generated types may be imported anywhere.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**', 'src/api/**', 'src/**/api.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/api/generated/hooks', '@/api/generated/hooks/*'],
              allowTypeImports: true,
              message: "Generated hooks and calls live in the area's api.ts: import its factories and mutation hooks.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/routes/_console/app/$account/*.tsx'],
    // Not sections: the account's layout, its catch-all, and its overview (whose data, the
    // account, the console frame itself loads before any page renders).
    ignores: [
      'src/routes/_console/app/$account/route.tsx',
      'src/routes/_console/app/$account/$.tsx',
      'src/routes/_console/app/$account/index.tsx',
    ],
    plugins: { local },
    rules: { 'local/section-route-shape': 'error' },
  },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      '*.config.{js,ts,mjs}',
      '.spectral.mjs',
      '.dependency-cruiser.cjs',
      'e2e/**/*.ts',
      'codegen/**/*.ts',
    ],
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
