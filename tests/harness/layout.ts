// jsdom lays nothing out: every element gets a size (1200 × 600), so a virtualiser (the logs
// table) renders rows. Call once per file; the spies are restored after each test
// (vitest.config.ts restoreMocks).
import { beforeEach, vi } from 'vitest';

export function stubLayout(): void {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      x: 0,
      y: 0,
      top: 0,
      left: 0,
      right: 1200,
      bottom: 600,
      width: 1200,
      height: 600,
      toJSON: () => ({}),
    } as DOMRect);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1200);
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });
}
