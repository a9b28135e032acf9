import { useEffect, useState } from 'react';

/** The time in ms, ticking every second while `running` (a countdown's clock; fake timers drive it in tests). */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [running]);
  return now;
}
