import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Field, Input, NativeSelect, Stack, chakra } from '@chakra-ui/react';
import type { WebhookType } from '@/api/generated/model';
import type { OverlayProps } from '@/overlays';
import { toast } from '@/components/feedback';
import { useActingAccount } from '@/hooks/acting-account';
import { humanMessage } from '@/lib/errors';
import {
  LABEL_MAX,
  URL_MAX,
  WEBHOOK_TYPES,
  WEBHOOK_TYPE_LABELS,
  webhookFormErrors,
  webhooksOf,
  type WebhookFormValues,
} from '@/lib/developer';
import { useAddWebhook, webhooksQueryOptions } from './api';
import { ErrorText, resolverOf } from './parts';
import { FormActions } from '@/components/form-actions';

/** The createWebhook overlay: an https address, a label and the events it receives. */
export default function CreateWebhookOverlay({ close }: OverlayProps) {
  const { targetAccountId } = useActingAccount();
  const list = useQuery(webhooksQueryOptions(targetAccountId));
  const add = useAddWebhook(targetAccountId);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<WebhookFormValues>({
    defaultValues: { url: '', label: '', type: '' },
    mode: 'onTouched',
    resolver: resolverOf((values: WebhookFormValues) => webhookFormErrors(values, webhooksOf(list.data))),
  });
  const type = useWatch({ control, name: 'type' });
  const submit = handleSubmit((values) =>
    add.add({ url: values.url.trim(), label: values.label.trim(), type: values.type as WebhookType }, () => {
      toast('Webhook added', { type: 'success' });
      close();
    }),
  );
  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Add webhook">
      <Stack gap="4">
        <Field.Root invalid={!!errors.url} required>
          <Field.Label>
            Address <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://example.com/hooks/vida"
            maxLength={URL_MAX + 1}
            {...register('url')}
          />
          <Field.HelperText>The platform sends a POST with a JSON body to this https address.</Field.HelperText>
          <Field.ErrorText>{errors.url?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.label} required>
          <Field.Label>
            Label <Field.RequiredIndicator />
          </Field.Label>
          <Input placeholder="e.g. CRM sync" maxLength={LABEL_MAX + 1} {...register('label')} />
          <Field.ErrorText>{errors.label?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.type} required>
          <Field.Label>
            Events <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('type')}>
              <option value="">Choose…</option>
              {WEBHOOK_TYPES.map((t) => (
                <option key={t} value={t}>
                  {WEBHOOK_TYPE_LABELS[t].label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {type && type in WEBHOOK_TYPE_LABELS ? (
            <Field.HelperText>{WEBHOOK_TYPE_LABELS[type as WebhookType].help}</Field.HelperText>
          ) : null}
          <Field.ErrorText>{errors.type?.message}</Field.ErrorText>
        </Field.Root>
        {add.error ? <ErrorText>Could not add the webhook: {humanMessage(add.error)}</ErrorText> : null}
        <FormActions onCancel={close} pending={add.isPending} label="Add webhook" pendingLabel="Adding…" />
      </Stack>
    </chakra.form>
  );
}
