// @vitest-environment jsdom
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ChakraProvider } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { getSystem } from '@/app/system';
import { ApiError } from '@/api/errors';
import {
  EmptyState,
  ErrorState,
  GENERIC_ERROR_MESSAGE,
  PendingState,
  QueryState,
  errorMessageOf,
  type QueryLike,
} from '@/components/query-state';

const system = getSystem();

afterEach(cleanup);

const show = (ui: ReactElement) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

const query = <T,>(over: Partial<QueryLike<T>>): QueryLike<T> => ({
  status: 'success',
  data: undefined,
  error: null,
  isFetching: false,
  refetch: vi.fn(),
  ...over,
});

const list = (names: string[]) => (
  <ul>
    {names.map((n) => (
      <li key={n}>{n}</li>
    ))}
  </ul>
);

describe('errorMessageOf', () => {
  it.each([
    ['the spec message wins', new Error('Internal'), 'Failed to fetch logs', 'Failed to fetch logs'],
    ['else the error’s own message', new ApiError('http', 500, 'Server exploded'), undefined, 'Server exploded'],
    ['else a plain sentence (blank message)', new Error('  '), undefined, GENERIC_ERROR_MESSAGE],
    ['else a plain sentence (not an Error)', 'boom', undefined, GENERIC_ERROR_MESSAGE],
    ['a function that declines falls through', new Error('Nope'), () => undefined, 'Nope'],
  ])('%s', (_, error, spec, expected) => {
    expect(errorMessageOf(error, spec)).toBe(expected);
  });
});

describe('QueryState', () => {
  it('names the pending state for assistive technology', () => {
    show(
      <QueryState query={query<string[]>({ status: 'pending' })} pendingLabel="Loading contacts">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading contacts' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows the spec message with Retry, which refetches', async () => {
    const q = query<string[]>({ status: 'error', error: new Error('HTTP 500') });
    show(
      <QueryState query={q} pendingLabel="Loading logs" errorMessage="Failed to fetch logs">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch logs');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('hides Retry when retrying cannot help, and shows it as busy while a retry runs', () => {
    const notFound = new ApiError('http', 404, 'Not found');
    const { unmount } = show(
      <QueryState
        query={query<string[]>({ status: 'error', error: notFound })}
        pendingLabel="Loading contact"
        canRetry={(e) => !(e instanceof ApiError && e.status === 404)}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not found');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    unmount();
    show(
      <QueryState
        query={query<string[]>({ status: 'error', error: new Error('x'), isFetching: true })}
        pendingLabel="Loading"
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('button', { name: /Retry/ })).toBeDisabled();
  });

  it('renders the data, or the empty state with its action when the data is empty', () => {
    const { rerender } = show(
      <QueryState
        query={query({ data: ['Ada', 'Grace'] })}
        pendingLabel="Loading"
        isEmpty={(d) => d.length === 0}
        empty={{ title: 'No contacts yet', description: 'Add the first one.', action: <Button>New contact</Button> }}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ada', 'Grace']);
    rerender(
      <ChakraProvider value={system}>
        <QueryState
          query={query<string[]>({ data: [] })}
          pendingLabel="Loading"
          isEmpty={(d) => d.length === 0}
          empty={{ title: 'No contacts yet', description: 'Add the first one.', action: <Button>New contact</Button> }}
        >
          {list}
        </QueryState>
      </ChakraProvider>,
    );
    const empty = screen.getByRole('status');
    expect(empty).toHaveTextContent('No contacts yet');
    expect(empty).toHaveTextContent('Add the first one.');
    expect(screen.getByRole('button', { name: 'New contact' })).toBeInTheDocument();
  });

  it('keeps earlier data on screen when a refetch fails', () => {
    show(
      <QueryState query={query({ status: 'error', error: new Error('Offline'), data: ['Ada'] })} pendingLabel="x">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Offline');
    expect(screen.getByRole('listitem')).toHaveTextContent('Ada');
  });
});

describe('the state pieces on their own', () => {
  it('PendingState, ErrorState without retry, EmptyState without extras', () => {
    show(
      <>
        <PendingState label="Loading account" />
        <ErrorState message="No token or orgAccountId" />
        <EmptyState title="Nothing here" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading account' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No token or orgAccountId');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });
});
