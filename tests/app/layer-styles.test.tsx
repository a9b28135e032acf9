// @vitest-environment jsdom
// The app's layer styles (src/app/system.ts): a `panel` is a bordered, rounded surface on bg.panel,
// a `panel.subtle` the same on bg.subtle, checked on the CSS the app's Chakra system writes.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Box, ChakraProvider } from '@chakra-ui/react';
import { getSystem } from '@/app/system';

const system = getSystem();
afterEach(cleanup);

/** The CSS rules emotion wrote for an element's classes. */
function rulesOf(el: Element): string {
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  return css
    .split('}')
    .filter((rule) => [...el.classList].some((c) => rule.includes(`.${c}`)))
    .join('}\n');
}

describe('layer styles', () => {
  it.each([
    ['panel', 'bg-panel'],
    ['panel.subtle', 'bg-subtle'],
  ])('%s draws the border, the radius and its background', (layerStyle, bg) => {
    render(
      <ChakraProvider value={system}>
        <Box layerStyle={layerStyle} data-testid="box" />
      </ChakraProvider>,
    );
    const rules = rulesOf(screen.getByTestId('box'));
    expect(rules).toMatch(/border-width:\s*1px/);
    expect(rules).toMatch(/border-color:\s*var\(--chakra-colors-border\)/);
    expect(rules).toMatch(/border-radius:\s*var\(--chakra-radii-l3\)/);
    expect(rules).toMatch(new RegExp(`background:\\s*var\\(--chakra-colors-${bg}\\)`));
  });
});
