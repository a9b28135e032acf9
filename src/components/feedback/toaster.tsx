import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_PLACEMENT } from '@/lib/constants';

/** Toasts of the shell (spec 000 §2.1, §9): one at a time, bottom centre, 1000 ms by default,
 * no progress bar and no close button. Call `toast(...)` from anywhere. */
export const toaster = createToaster({ placement: TOAST_PLACEMENT, max: TOAST_LIMIT, duration: TOAST_DURATION_MS });

export type ToastType = 'info' | 'success' | 'error' | 'warning';

export function toast(title: string, options: { type?: ToastType; description?: string; duration?: number } = {}) {
  return toaster.create({
    title,
    type: options.type ?? 'info',
    duration: options.duration ?? (options.type === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS),
    ...(options.description ? { description: options.description } : {}),
  });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(t) => (
          <Toast.Root width={{ md: 'sm' }} role={t.type === 'error' ? 'alert' : 'status'}>
            <Stack gap="1" flex="1" maxWidth="100%">
              {t.title ? <Toast.Title>{t.title}</Toast.Title> : null}
              {t.description ? <Toast.Description>{t.description}</Toast.Description> : null}
            </Stack>
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
