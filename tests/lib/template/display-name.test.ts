import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { templateDisplayName } from '@/lib/template';

// Issue 28 §2: a template is named by its title, never by its id.
describe('templateDisplayName', () => {
  it.each([
    [{ title: 'Dental front desk' }, 'Dental front desk'],
    [{ title: '  Salon  ' }, 'Salon'],
    [{ title: '   ' }, 'Untitled template'],
    [{ title: null }, 'Untitled template'],
    [{}, 'Untitled template'],
  ])('%o reads %s', (t, name) => expect(templateDisplayName(t)).toBe(name));

  it('property: never empty, and a title with text is shown trimmed', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (title) => {
        const name = templateDisplayName({ title });
        expect(name.length).toBeGreaterThan(0);
        if (title?.trim()) expect(name).toBe(title.trim());
      }),
    );
  });
});
