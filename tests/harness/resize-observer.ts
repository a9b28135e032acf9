// jsdom has no ResizeObserver; Chakra's positioned parts (popover, menu, date picker) ask for
// one. Call once at the top of a test file: it installs a stub that observes nothing before each
// test and puts back what was there after it (other globals the file stubs are left alone).
import { afterEach, beforeEach } from 'vitest';

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function stubResizeObserver(): void {
  let before: PropertyDescriptor | undefined;
  beforeEach(() => {
    before = Object.getOwnPropertyDescriptor(globalThis, 'ResizeObserver');
    Object.defineProperty(globalThis, 'ResizeObserver', {
      value: NoResizeObserver,
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    if (before) Object.defineProperty(globalThis, 'ResizeObserver', before);
    else delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });
}
