// @vitest-environment jsdom
// The one native select over a list of choices (usage, dashboard, accounts list, agent editor…):
// named by its label, the choices in order, a disabled choice disabled, and onChange given back
// the chosen option's own value.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, Field } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { getSystem } from '@/app/system';
import { OptionSelect } from '@/components/option-select';

const system = getSystem();
afterEach(cleanup);
const show = (ui: ReactElement) => render(<ChakraProvider value={system}>{ui}</ChakraProvider>);

const GRAINS = [
  { value: 'day', label: 'Day' },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year', disabled: true },
] as const;

describe('OptionSelect', () => {
  it('shows the choices in order under its aria-label, the current one selected', () => {
    show(<OptionSelect aria-label="Group by" options={GRAINS} value="month" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Group by' });
    expect(select).toHaveValue('month');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Day', 'Month', 'Year']);
    expect(options[2]).toBeDisabled();
  });

  it('is named by the label of the field around it', () => {
    show(
      <Field.Root>
        <Field.Label>Plan term</Field.Label>
        <OptionSelect options={GRAINS} value="day" onChange={() => {}} />
      </Field.Root>,
    );
    expect(screen.getByRole('combobox', { name: 'Plan term' })).toHaveValue('day');
  });

  it("hands back the chosen option's value", () => {
    const onChange = vi.fn();
    show(<OptionSelect aria-label="Group by" options={GRAINS} value="day" onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Group by' }), { target: { value: 'month' } });
    expect(onChange).toHaveBeenCalledWith('month');
  });
});
