import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';

/** What {@link ErrorBoundary} shows in place of children that failed: a node, or a function of the
 * error and of `reset` (which draws the children again, from scratch). */
export type ErrorFallback = ReactNode | ((failure: { error: Error; reset: () => void }) => ReactNode);

/** The props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: ErrorFallback;
  /** Told of each error caught (after it is reported). */
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
  /** How many times `reset` ran: the children are keyed by it, so a reset remounts them. */
  attempt: number;
}

/**
 * Keeps a failing part of the screen (its code could not load, or it threw while drawing) from
 * taking the page down: the fallback shows in its place, the rest of the page stays. React logs
 * the error; `onError` is told of it. React catches render errors only in a class component: this
 * is the console's one.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // React reports an error a boundary caught itself (the console, its `onCaughtError`): not
    // again here, where it would count as an uncaught one.
    this.props.onError?.(error, info);
  }

  private readonly reset = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  override render() {
    const { error, attempt } = this.state;
    if (error) {
      const { fallback } = this.props;
      return typeof fallback === 'function' ? fallback({ error, reset: this.reset }) : fallback;
    }
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}
