import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_PLACEMENT } from '@/lib/constants';

/** The toast machine and its view, loaded on the first toast (see `./toaster`). */
export const toaster = createToaster({ placement: TOAST_PLACEMENT, max: TOAST_LIMIT, duration: TOAST_DURATION_MS });

export default function ToasterView() {
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
