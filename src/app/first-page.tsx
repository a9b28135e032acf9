import { useEffect } from 'react';

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
