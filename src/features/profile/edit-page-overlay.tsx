import { useFieldArray, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Field, HStack, IconButton, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import type { Account } from '@/api/generated/model';
import { toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';
import { editableLinks, linksFormSchema, linksPayload, type EditableLink } from '@/lib/profile';
import type { OverlayProps } from '@/overlays';
import { useSaveLinks } from './api';
import { OwnAccount } from './own-account';
import { FormActions, FormError } from '@/components/form-actions';
import { DeleteButton } from '@/components/delete-action';
import { ROWS_VALIDATION } from './rows-validation';

type LinksForm = { links: EditableLink[] };

function LinksEditor({ account, close }: { account: Account; close: () => void }) {
  const save = useSaveLinks();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LinksForm>({
    resolver: valibotResolver(linksFormSchema),
    defaultValues: { links: editableLinks(account.links) },
    ...ROWS_VALIDATION,
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'links' });

  const submit = ({ links }: LinksForm) =>
    save.mutate(
      { links: linksPayload(links), ...(account.linksConfig ? { linksConfig: account.linksConfig } : {}) },
      {
        onSuccess: () => {
          toast('Links saved', { type: 'success' });
          close();
        },
      },
    );

  return (
    <chakra.form noValidate onSubmit={handleSubmit(submit)} aria-label="Page links">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          The links on your public page, in this order.
        </Text>
        {fields.length === 0 ? <Text>No links yet.</Text> : null}
        <Stack as="ol" gap="3" listStyleType="none" ps="0">
          {fields.map((f, i) => {
            const err = errors.links?.[i];
            return (
              <li key={f.id}>
                <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
                  <HStack align="start" gap="2" wrap={{ base: 'wrap', md: 'nowrap' }}>
                    <Field.Root invalid={!!err?.title}>
                      <Field.Label fontSize="xs">Title of link {i + 1}</Field.Label>
                      <Input size="sm" {...register(`links.${i}.title`)} />
                      <Field.ErrorText>{err?.title?.message}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={!!err?.url}>
                      <Field.Label fontSize="xs">Address of link {i + 1}</Field.Label>
                      <Input
                        size="sm"
                        type="url"
                        inputMode="url"
                        placeholder="example.com"
                        {...register(`links.${i}.url`)}
                      />
                      <Field.ErrorText>{err?.url?.message}</Field.ErrorText>
                    </Field.Root>
                  </HStack>
                  <HStack gap="1" justify="end">
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`Move link ${i + 1} up`}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                    >
                      <ArrowUp />
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`Move link ${i + 1} down`}
                      disabled={i === fields.length - 1}
                      onClick={() => move(i, i + 1)}
                    >
                      <ArrowDown />
                    </IconButton>
                    <DeleteButton label={`Remove link ${i + 1}`} onClick={() => remove(i)} />
                  </HStack>
                </Stack>
              </li>
            );
          })}
        </Stack>
        {errors.links?.root?.message || errors.links?.message ? (
          <FormError>{errors.links?.root?.message ?? errors.links?.message}</FormError>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          alignSelf="start"
          onClick={() => append({ title: '', url: '' })}
          disabled={fields.length >= 100}
        >
          <Plus aria-hidden="true" /> Add link
        </Button>
        {save.error ? <FormError>Your links were not saved: {humanMessage(save.error)}</FormError> : null}
        <FormActions onCancel={close} pending={save.isPending} label="Save links" />
      </Stack>
    </chakra.form>
  );
}

/** The editPage overlay (`?editPage`): the public page's links — add, reorder, remove; addresses
 * checked and normalised (only http and https). */
export default function EditPageOverlay({ close }: OverlayProps) {
  return <OwnAccount>{(account) => <LinksEditor account={account} close={close} />}</OwnAccount>;
}
