import { useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard and remembers how that went (a refused clipboard says so). */
export function useCopyText(text: string): [CopyState, () => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return [state, copy];
}
