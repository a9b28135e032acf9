// @vitest-environment jsdom
// The red Delete of a row and the confirmation before it: only Confirm answers true.
import { describe, it, expect, afterEach } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { getSystem } from '@/app/system';
import { ConfirmDialogHost } from '@/components/feedback';
import { DeleteButton, confirmDelete } from '@/components/delete-action';

const system = getSystem();
afterEach(cleanup);

const ask = () =>
  confirmDelete({
    title: 'Delete the pear?',
    details: 'It cannot be eaten afterwards.',
    confirmText: 'Delete pear',
    cancelText: 'Keep pear',
  });

describe('confirmDelete', () => {
  it.each([
    ['Delete pear', true],
    ['Keep pear', false],
  ])('pressing %s answers %s', async (button, expected) => {
    render(
      <ChakraProvider value={system}>
        <ConfirmDialogHost />
      </ChakraProvider>,
    );
    const answer = ask();
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 15_000 });
    expect(within(dialog).getByText('It cannot be eaten afterwards.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: button }));
    await expect(answer).resolves.toBe(expected);
  });
});

describe('DeleteButton', () => {
  it('is an icon button named by its label, or a worded one with text', () => {
    render(
      <ChakraProvider value={system}>
        <DeleteButton label="Delete the pear" />
        <DeleteButton label="Delete the fig" text="Delete" disabled />
      </ChakraProvider>,
    );
    expect(screen.getByRole('button', { name: 'Delete the pear' })).toBeEnabled();
    const worded = screen.getByRole('button', { name: 'Delete the fig' });
    expect(worded).toHaveTextContent('Delete');
    expect(worded).toBeDisabled();
  });
});
