import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import type { OverlayProps } from '@/overlays';
import { useActingAccount } from '@/hooks/acting-account';
import { humanMessage } from '@/lib/errors';
import { useCreditCheckout } from './api';
import { AmountForm } from './amount-form';
import { goToProvider, HAND_OFF_FAILED } from '@/components/hand-off';
import { fieldRefusal } from './server-refusal';

/** The checkout overlay (`?checkout=<amount>`): buy credit by card (`checkout/{product}Credit`,
 * currency usd); the provider returns to the payment success or cancel page. */
export default function CheckoutOverlay({ value, close }: OverlayProps<string | null>) {
  const { targetAccountId } = useActingAccount();
  const checkout = useCreditCheckout(targetAccountId);
  const [handOffFailed, setHandOffFailed] = useState(false);
  const amountError = fieldRefusal(checkout.error);
  return (
    <Stack gap="4">
      <AmountForm
        methods={['card']}
        initial={value ? { amount: value } : undefined}
        submitting={checkout.isPending}
        amountError={amountError}
        formError={
          handOffFailed
            ? HAND_OFF_FAILED
            : checkout.error && !amountError
              ? humanMessage(checkout.error, 'The payment could not be started. Try again.')
              : null
        }
        onCancel={close}
        onSubmit={(_values, amount) =>
          checkout.mutate(
            { amount },
            { onSuccess: (answer) => setHandOffFailed(!goToProvider(answer.url)), onError: () => undefined },
          )
        }
      />
    </Stack>
  );
}
