// @vitest-environment jsdom
import { describe, it, expect, afterEach, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { ConfirmDialogHost, Toaster, confirmDialog, toast, toaster } from '@/components/feedback';
import { getSystem } from '@/app/system';

const system = getSystem();

const renderHost = () =>
  render(
    <ChakraProvider value={system}>
      <ConfirmDialogHost />
      <Toaster />
    </ChakraProvider>,
  );

afterEach(() => {
  cleanup();
  toaster.remove();
});

describe('confirmation dialog', () => {
  it.each([
    ['confirm', 'Delete', 'onConfirm'],
    ['cancel', 'Keep', 'onCancel'],
  ] as const)('resolves %s and calls its handler', async (outcome, button, handler) => {
    renderHost();
    const handlers = { onConfirm: vi.fn(), onCancel: vi.fn(), onClose: vi.fn() };
    let result: Promise<string> | undefined;
    act(() => {
      result = confirmDialog({
        title: 'Delete contact?',
        details: 'James Whitfield will be removed.',
        icon: '⚠',
        confirmText: 'Delete',
        cancelText: 'Keep',
        confirmColor: 'red',
        ...handlers,
      });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete contact?' });
    expect(dialog).toHaveTextContent('James Whitfield will be removed.');
    await userEvent.click(screen.getByRole('button', { name: button }));
    await expect(result).resolves.toBe(outcome);
    expect(handlers[handler]).toHaveBeenCalledTimes(1);
    expect(Object.entries(handlers).filter(([k, f]) => k !== handler && f.mock.calls.length > 0)).toEqual([]);
  });

  it('resolves close on Escape and calls onClose', async () => {
    renderHost();
    const onClose = vi.fn();
    let result: Promise<string> | undefined;
    act(() => {
      result = confirmDialog({ title: 'Leave?', onClose });
    });
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toBe('close');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses default button texts', async () => {
    renderHost();
    let result: Promise<string> | undefined;
    act(() => {
      result = confirmDialog({ title: 'Sure?' });
    });
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toBe('cancel');
  });
});

describe('toasts', () => {
  it('shows one at a time, with no close button, for 1000 ms by default', { timeout: 15_000 }, async () => {
    renderHost();
    act(() => {
      toast('First');
      toast('Second');
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    const region = screen.getByText('First').closest('[data-scope="toast"][data-part="root"]') as HTMLElement;
    expect(region).not.toBeNull();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    expect(toaster.getVisibleToasts().map((t) => t.duration)).toEqual([1000]);
    // The queued toast shows once the first has had its 1000 ms.
    expect(await screen.findByText('Second', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });
});
