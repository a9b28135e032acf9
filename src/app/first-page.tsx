import { useEffect, type ReactNode } from 'react';
import { AfterPromise } from './after-promise';

let markShown: () => void = () => undefined;

/** Settles once a frame has been painted for the first time (the console's once the acting
 * account is known), or after a few seconds, whatever renders: work the first page does not need
 * (the overlay registry, the user menu) waits for it, so it does not compete with the page's own
 * code and calls. */
export const firstPageShown: Promise<void> = new Promise<void>((resolve) => {
  markShown = resolve;
  setTimeout(resolve, 4000);
});

/** Called by the frames: marks the first page as shown after the frame that painted it. */
export function useMarkFirstPageShown(): void {
  useEffect(() => {
    // The frame after this commit has been painted by the time the timeout runs.
    const frame = requestAnimationFrame(() => setTimeout(markShown, 0));
    return () => cancelAnimationFrame(frame);
  }, []);
}

/** Renders `children` once the first page is on screen (their code and calls do not compete
 * with the page's); `fallback` until then. */
export function AfterFirstPage({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <AfterPromise promise={firstPageShown} fallback={fallback}>
      {children}
    </AfterPromise>
  );
}
