// @vitest-environment jsdom
import { describe, it, expect, afterEach } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createStore } from '@/lib/store';
import { useStore } from '@/hooks/use-store';

afterEach(cleanup);

describe('useStore', () => {
  it('renders the value and re-renders when it changes', () => {
    const store = createStore(0);
    function Counter() {
      return <output>{useStore(store)}</output>;
    }
    render(<Counter />);
    expect(screen.getByRole('status')).toHaveTextContent('0');
    act(() => store.set(5));
    expect(screen.getByRole('status')).toHaveTextContent('5');
  });

  it('re-renders a selector reader only when its slice changes', () => {
    const store = createStore({ name: 'Ada', count: 0 });
    let renders = 0;
    function Name() {
      renders += 1;
      return <p>{useStore(store, (s) => s.name)}</p>;
    }
    render(<Name />);
    expect(renders).toBe(1);
    act(() => store.set((s) => ({ ...s, count: s.count + 1 })));
    expect(renders).toBe(1);
    act(() => store.set((s) => ({ ...s, name: 'Grace' })));
    expect(renders).toBe(2);
    expect(screen.getByText('Grace')).toBeInTheDocument();
  });
});
