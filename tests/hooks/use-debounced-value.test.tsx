// @vitest-environment jsdom
import { describe, it, expect, afterEach, beforeEach, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('returns the first value at once', () => {
    const { result } = renderHook(() => useDebouncedValue('a', 500));
    expect(result.current).toBe('a');
  });

  it('settles on the last value only after it stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 500), { initialProps: { v: 'a' } });
    rerender({ v: 'ab' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ v: 'abc' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('a'); // each change restarts the wait
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });

  it('leaves no timer behind after unmount', () => {
    const { rerender, unmount } = renderHook(({ v }) => useDebouncedValue(v, 500), { initialProps: { v: 1 } });
    rerender({ v: 2 });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
