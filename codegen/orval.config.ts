// orval reads the bundled contract (split $refs confuse it) and writes react-query hooks,
// one folder per tag, whose requests all go through src/api/mutator.ts.
import { defineConfig } from 'orval';

export default defineConfig({
  vida: {
    input: { target: '../openapi/dist/openapi.json' },
    output: {
      mode: 'tags-split',
      target: '../src/api/generated/hooks',
      schemas: '../src/api/generated/model',
      client: 'react-query',
      clean: true,
      override: {
        mutator: { path: '../src/api/mutator.ts', name: 'apiRequest' },
        query: { useQuery: true, signal: true },
      },
    },
  },
});
