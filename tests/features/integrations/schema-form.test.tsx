// @vitest-environment jsdom
// An app's settings form (JSON Schema): a `format: date` property is the console's date control
// (typed month/day/year or chosen on a calendar), not a native date input, and its value stays the
// schema's YYYY-MM-DD; text that is not a day is named, not cleared.
import { describe, it, expect, afterEach, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNREADABLE_DAY } from '@/components/lazy-day-picker-field';
import { SchemaForm } from '@/features/integrations/schema-form';
import { schemaFields } from '@/lib/integrations';
import { renderWithProviders } from '../../render';
import { stubResizeObserver } from '../../harness/resize-observer';

stubResizeObserver();
afterEach(cleanup);

const properties = {
  startDate: { type: 'string', format: 'date' },
  subdomain: { type: 'string' },
};

function setup(stored?: Record<string, unknown>) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <SchemaForm
      fields={schemaFields(properties, ['subdomain'])}
      properties={properties}
      stored={stored}
      submitLabel="Save"
      saving={false}
      error={null}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, form: screen.getByRole('form', { name: 'App settings' }) };
}

describe('SchemaForm’s date fields', { timeout: 60_000 }, () => {
  it('are the console’s date control, shown and sent as the schema’s YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const { onSubmit, form } = setup({ startDate: '2025-11-03', subdomain: 'sunrise' });
    const day = await within(form).findByRole('textbox', { name: 'Start date' }, { timeout: 30_000 });
    expect(day).not.toHaveAttribute('type', 'date');
    expect(day).toHaveValue('11/03/2025');
    expect(within(form).getByRole('button', { name: 'Open the Start date calendar' })).toBeInTheDocument();
    await user.clear(day);
    await user.type(day, '11/21/2025');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ startDate: '2025-11-21', subdomain: 'sunrise' });
  });

  it('name text that is not a day and send nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit, form } = setup({ subdomain: 'sunrise' });
    const day = await within(form).findByRole('textbox', { name: 'Start date' }, { timeout: 30_000 });
    await user.type(day, '2/30/2025');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(UNREADABLE_DAY)).toBeInTheDocument();
    expect(day).toHaveValue('2/30/2025');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuse a stored day that is not a real one (Feb 30) and send nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit, form } = setup({ startDate: '2025-02-30', subdomain: 'sunrise' });
    await within(form).findByRole('textbox', { name: 'Start date' }, { timeout: 30_000 });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(UNREADABLE_DAY)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keep a required date field’s marker and its description, as the other fields show them', async () => {
    const described = { startDate: { type: 'string', format: 'date', description: 'The first day to sync.' } };
    renderWithProviders(
      <SchemaForm
        fields={schemaFields(described, ['startDate'])}
        properties={described}
        stored={undefined}
        submitLabel="Save"
        saving={false}
        error={null}
        onSubmit={vi.fn()}
      />,
    );
    const day = await screen.findByRole('textbox', { name: 'Start date' }, { timeout: 30_000 });
    expect(day).toHaveAttribute('aria-required', 'true');
    expect(day).toHaveAccessibleDescription('The first day to sync.');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});
