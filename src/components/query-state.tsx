import type { ReactNode } from 'react';
import { isApiError } from '@/api/errors';
import { Button, Center, EmptyState as ChakraEmptyState, Spinner, Stack, Text, VStack } from '@chakra-ui/react';

/** Shown when a failure carries no message of its own (and the spec names none). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Try again.';

/**
 * The words shown for a failure: the spec's message for this situation when it has one, else the
 * error's own message (the transport's errors never contain the URL), else a plain sentence.
 */
export function errorMessageOf(error: unknown, specMessage?: string | ((error: unknown) => string | undefined)) {
  const fromSpec = typeof specMessage === 'function' ? specMessage(error) : specMessage;
  if (fromSpec) return fromSpec;
  if (error instanceof Error && error.message.trim()) return error.message;
  return GENERIC_ERROR_MESSAGE;
}

/** A spinner with an accessible name ("Loading contacts"), announced politely. */
export function PendingState({ label }: { label: string }) {
  return (
    <Center minH="24" role="status" aria-label={label}>
      <Spinner aria-hidden="true" />
    </Center>
  );
}

/**
 * Whether the same call again can succeed: no answer (network, timeout), a server-side failure
 * (5xx), a time-out or rate limit (408, 429), or an error that is not the transport's. A refusal of
 * what was sent (400, 422 and other 4xx, a call refused before sending) comes back the same, so it
 * offers no Retry: the person changes what they sent instead.
 */
export function isRetryableError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.kind === 'invalid') return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/** A failure, announced at once (role alert), with Retry when the caller can retry. */
export function ErrorState({
  message,
  retry,
  retrying = false,
}: {
  message: string;
  retry?: () => void;
  /** Retry is in flight: the button shows it and cannot be pressed twice. */
  retrying?: boolean;
}) {
  return (
    <Stack role="alert" gap="3" align="start">
      <Text>{message}</Text>
      {retry ? (
        <Button size="sm" variant="outline" onClick={retry} loading={retrying} loadingText="Retrying">
          Retry
        </Button>
      ) : null}
    </Stack>
  );
}

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** E.g. a "New contact" button. */
  action?: ReactNode;
  /** An icon from lucide-react, drawn above the title. */
  icon?: ReactNode;
}

/** Nothing to show yet: a title, an optional explanation and an optional next step (Chakra's
 * EmptyState, so every area's empty screen looks the same). */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root role="status" size="sm">
      <ChakraEmptyState.Content>
        {icon ? <ChakraEmptyState.Indicator>{icon}</ChakraEmptyState.Indicator> : null}
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description ? <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description> : null}
        </VStack>
        {action ?? null}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

/** What QueryState needs of a TanStack query result (useQuery, useInfiniteQuery, orval hooks). */
export interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Accessible name of the pending state, e.g. "Loading contacts". */
  pendingLabel: string;
  /** The spec's message for this failure, or a function of the error returning one (or undefined). */
  errorMessage?: string | ((error: unknown) => string | undefined);
  /** False hides Retry (e.g. a 404 that retrying cannot fix); by default isRetryableError. */
  canRetry?: boolean | ((error: unknown) => boolean);
  /** When it returns true the empty state is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: EmptyStateProps;
  children: (data: T) => ReactNode;
}

/**
 * The three states every screen that reads a query has: pending (a named spinner), error (the
 * message and Retry) and success (the children, or the empty state). When a refetch fails while
 * earlier data is at hand, the data stays on screen under the error, so nothing the user sees
 * vanishes.
 */
export function QueryState<T>({
  query,
  pendingLabel,
  errorMessage,
  canRetry = isRetryableError,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  const { status, data, error } = query;
  if (status === 'pending') return <PendingState label={pendingLabel} />;
  const retryable = typeof canRetry === 'function' ? canRetry(error) : canRetry;
  const errorBlock =
    status === 'error' ? (
      <ErrorState
        message={errorMessageOf(error, errorMessage)}
        retry={retryable ? () => void query.refetch() : undefined}
        retrying={query.isFetching ?? false}
      />
    ) : null;
  if (data === undefined) return errorBlock ?? <PendingState label={pendingLabel} />;
  const body = isEmpty?.(data) && empty ? <EmptyState {...empty} /> : children(data);
  return errorBlock ? (
    <Stack gap="3">
      {errorBlock}
      {body}
    </Stack>
  ) : (
    <>{body}</>
  );
}
