import { useState } from 'react';

/** Two days being typed into a custom range, and why they do not make one yet (null when they
 * may). The state behind {@link DayRangeFields}; the caller checks the days when they apply. */
export interface DayRangeDraft {
  readonly from: string;
  readonly to: string;
  readonly error: string | null;
  setFrom(day: string): void;
  setTo(day: string): void;
  setError(error: string | null): void;
}

export function useDayRangeDraft(initialFrom: string, initialTo: string): DayRangeDraft {
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [error, setError] = useState<string | null>(null);
  return { from, to, error, setFrom, setTo, setError };
}
