import { describe, it, expect } from 'vitest';
import { overlayComponent } from '@/app/overlays/registry';

// Which names have screens is the registry's own data (its type keeps the names to the known
// ones); restating that list here only had to be edited with it, so the checks are behaviour only.
describe('overlay registry', () => {
  it('caches one lazy component per overlay', () => {
    expect(overlayComponent('contacts')).toBe(overlayComponent('contacts'));
    expect(overlayComponent('contacts')).not.toBe(overlayComponent('wallet'));
  });
});
