// @vitest-environment jsdom
// A heading with an optional muted line: the heading's level, and the line only when given.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { getSystem } from '@/app/system';
import { HeadingGroup } from '@/components/heading-group';

const system = getSystem();
afterEach(cleanup);

describe('HeadingGroup', () => {
  it('draws the title as a level-2 heading by default, with its description under it', () => {
    render(
      <ChakraProvider value={system}>
        <HeadingGroup title="API tokens" description="Tokens let your systems call the API." />
      </ChakraProvider>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'API tokens' });
    const line = screen.getByText('Tokens let your systems call the API.');
    expect(heading.parentElement).toBe(line.parentElement);
    expect(heading.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('takes the level it is given and draws no line without a description', () => {
    render(
      <ChakraProvider value={system}>
        <HeadingGroup as="h1" title="Usage" data-testid="group" />
      </ChakraProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Usage' })).toBeInTheDocument();
    expect(screen.getByTestId('group').children).toHaveLength(1);
  });
});
