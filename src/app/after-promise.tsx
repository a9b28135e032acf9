import { Suspense, use, type ReactNode } from 'react';

function Gate({ promise, children }: { promise: Promise<void>; children: ReactNode }) {
  use(promise);
  return children;
}

/** Renders `children` once `promise` has settled (it must not reject); `fallback` until then. */
export function AfterPromise({
  promise,
  children,
  fallback = null,
}: {
  promise: Promise<void>;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Gate promise={promise}>{children}</Gate>
    </Suspense>
  );
}
