// @vitest-environment jsdom
// The agent's publish state: what the badge says for each state, and the props it passes on.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { getSystem } from '@/app/system';
import { PublishStateBadge } from '@/components/publish-state-badge';

const system = getSystem();
afterEach(cleanup);

/** The colour palette emotion wrote for an element's classes (its `colorPalette`). */
function paletteOf(el: Element): string | undefined {
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  const rules = css.split('}').filter((rule) => [...el.classList].some((c) => rule.includes(`.${c}`)));
  return rules.join('}').match(/--chakra-colors-color-palette-solid:\s*var\(--chakra-colors-(\w+)-solid\)/)?.[1];
}

describe('PublishStateBadge', () => {
  it.each([
    [true, 'Unpublished changes', 'orange'],
    [false, 'Published', 'green'],
  ])('unpublished=%s says "%s" in %s', (unpublished, text, palette) => {
    render(
      <ChakraProvider value={system}>
        <PublishStateBadge unpublished={unpublished} data-testid="state" />
      </ChakraProvider>,
    );
    const badge = screen.getByTestId('state');
    expect(badge).toHaveTextContent(new RegExp(`^${text}$`));
    expect(paletteOf(badge)).toBe(palette);
  });
});
