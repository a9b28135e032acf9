// @vitest-environment jsdom
// One form field: the label names the control; an error marks it invalid and shows under it.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider, Input } from '@chakra-ui/react';
import { getSystem } from '@/app/system';
import { LabelledField } from '@/components/labelled-field';

const system = getSystem();
afterEach(cleanup);

describe('LabelledField', () => {
  it('names the control by its label, with the hint and no error', () => {
    render(
      <ChakraProvider value={system}>
        <LabelledField label="Route" helper="One address per line.">
          <Input />
        </LabelledField>
      </ChakraProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Route' });
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('One address per line.')).toBeInTheDocument();
  });

  it('marks the control invalid and shows the error; required draws the mark', () => {
    render(
      <ChakraProvider value={system}>
        <LabelledField label="Phone number" error="Enter a phone number." required>
          <Input />
        </LabelledField>
      </ChakraProvider>,
    );
    const input = screen.getByRole('textbox', { name: /Phone number/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(screen.getByText('Enter a phone number.')).toBeVisible();
  });
});
