export { Toaster, toast, toaster, type ToastType } from './toaster';
export { ConfirmDialogHost, confirmDialog, type ConfirmOptions, type ConfirmOutcome } from './confirm';
export { TopProgressBar } from './progress-bar';
