// jsdom has no ResizeObserver; Chakra's positioned parts (popover, menu, date picker) ask for
// one. Call in a beforeEach: the stub observes nothing, and is removed after each test.
import { afterEach, beforeEach, vi } from 'vitest';

export function stubResizeObserver(): void {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
