import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isOverlayName } from '@/lib/search';
import { OVERLAY_MANIFESTS, buildOverlayRegistry, overlayRegistry } from '@/app/overlays/registry';
import { defineOverlay } from '@/overlays';

const definitions = OVERLAY_MANIFESTS.flat();

describe('overlay registry, merged from the features’ manifests', () => {
  it('holds every definition of every manifest, under a known overlay name', () => {
    expect(overlayRegistry.size).toBe(definitions.length);
    for (const d of definitions) {
      expect(isOverlayName(d.name)).toBe(true);
      expect(overlayRegistry.get(d.name)).toBe(d);
    }
  });

  it('refuses two features claiming one overlay', () => {
    const a = defineOverlay({ name: 'wallet', title: 'Wallet', load: async () => ({ default: () => null }) });
    expect(() => buildOverlayRegistry([[a], [a]])).toThrow('Overlay "wallet" is defined twice.');
  });

  it.each(definitions.map((d) => [d.name, d] as const))(
    '%s loads a component',
    { timeout: 30_000 },
    async (_name, d) => {
      const module = await d.load();
      expect(typeof module.default).toBe('function');
    },
  );

  it('every parseValue is total: any flag value reads without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(true as const), fc.string({ maxLength: 300 })), (raw) => {
        for (const d of definitions) d.parseValue(raw);
      }),
    );
  });

  it('titles are human words, never the camelCase flag', () => {
    for (const d of definitions) expect(d.title).toMatch(/^[A-Z][a-z]*( [A-Za-z]+)*$/);
  });
});

describe('the README’s list of overlays with a screen', () => {
  it('matches the manifests', async () => {
    const { readFileSync, writeFileSync } = await import('node:fs');
    const path = new URL('../../README.md', import.meta.url);
    const readme = readFileSync(path, 'utf8');
    const start = '<!-- overlays:start -->';
    const end = '<!-- overlays:end -->';
    const lines = [...overlayRegistry.values()]
      .map((d) => `- \`${d.name}\`: ${d.title}`)
      .sort((a, b) => a.localeCompare(b));
    const expected = `${start}\n\n${lines.join('\n')}\n\n${end}`; // as Prettier formats it
    const actual = readme.slice(readme.indexOf(start), readme.indexOf(end) + end.length);
    if (process.env.UPDATE_README && actual !== expected) writeFileSync(path, readme.replace(actual, expected));
    else expect(actual).toBe(expected);
  });
});
