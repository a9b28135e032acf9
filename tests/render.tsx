// Testing Library helpers: render inside the app's providers with a fresh QueryClient. The API
// answers through the mock engine (useMockApi in tests/harness/mock-api.ts).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';

export function renderWithProviders(ui: ReactElement) {
  const onInvalidSession = vi.fn();
  const queryClient = createQueryClient({ onInvalidSession });
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return { queryClient, onInvalidSession, ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>) };
}
