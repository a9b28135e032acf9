import { useEffect, useState } from 'react';

/**
 * The time in ms, ticking every second until `untilSeconds` (epoch seconds, an invoice's expiry)
 * has passed, then still; no clock without one (a countdown's clock; fake timers drive it in tests).
 */
export function useNow(untilSeconds: number | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const running = typeof untilSeconds === 'number' && now < untilSeconds * 1000;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  return now;
}
