import { lazy, Suspense, useState } from 'react';
import type { ConfirmOptions, ConfirmOutcome } from './confirm-types';
import { createStore } from '@/lib/store';
import { useStore } from '@/hooks/use-store';

export type { ConfirmOptions, ConfirmOutcome } from './confirm-types';

interface Pending {
  options: ConfirmOptions;
  resolve: (outcome: ConfirmOutcome) => void;
}

const pending = createStore<Pending | null>(null);

/** Opens the dialog; resolves with how it ended. A second call replaces an open dialog (which closes). */
export function confirmDialog(options: ConfirmOptions): Promise<ConfirmOutcome> {
  if (pending.get()) settle('close');
  return new Promise((resolve) => pending.set({ options, resolve }));
}

function settle(outcome: ConfirmOutcome) {
  const current = pending.get();
  if (!current) return;
  pending.set(null);
  const { onConfirm, onCancel, onClose } = current.options;
  if (outcome === 'confirm') onConfirm?.();
  else if (outcome === 'cancel') onCancel?.();
  else onClose?.();
  current.resolve(outcome);
}

const ConfirmDialogView = lazy(() => import('./confirm-view'));

/** Where the dialog shows. Its code (dialog machine, focus trap) loads on the first confirmation,
 * and stays mounted afterwards so the dialog can animate out. */
export function ConfirmDialogHost() {
  const current = useStore(pending);
  const [used, setUsed] = useState(false);
  if (current && !used) setUsed(true);
  if (!current && !used) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView options={current?.options} settle={settle} />
    </Suspense>
  );
}
