import type { ReactNode } from 'react';

/** The shell's global confirmation dialog (spec 000 §2.1): icon, title, details, confirm and
 * cancel buttons with configurable text and colours, and handlers for confirm, cancel and close. */
export interface ConfirmOptions {
  title: string;
  details?: ReactNode;
  icon?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** A Chakra colour palette, e.g. 'red' for destructive actions. */
  confirmColor?: string;
  cancelColor?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
  onClose?: () => void;
}

export type ConfirmOutcome = 'confirm' | 'cancel' | 'close';
