import { useState } from 'react';
import { Button, Dialog, Field, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import type { Account } from '@/api/generated/model';
import { humanMessage } from '@/lib/errors';
import { PROFILE_MESSAGES, accountNameConfirmed, accountNameOf, fieldOfRefusal } from '@/lib/profile';
import * as MESSAGES from '@/lib/message-catalogue';
import { isApiError } from '@/api/errors';
import { useDeleteMyAccount } from './api';
import { CancelButton } from '@/components/cancel-button';

const NAME_FIELD = [['name', /\bname\b/i]] as const;

/** Delete my account (`deleteAccount`): only after the account's name is typed exactly. The
 * session then ends (the account's token is no longer valid), which signs the user out. */
export function DeleteAccountSection({
  account,
  targetAccountId,
}: {
  account: Account;
  targetAccountId: number | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  // Checked when the field is left or Delete is pressed (every prefix of the name is wrong while typing).
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const name = accountNameOf(account);
  const remove = useDeleteMyAccount(targetAccountId ?? account.id);
  const confirmed = accountNameConfirmed(typed, name);
  const problem =
    refused ?? (checked && !confirmed ? (typed.trim() ? PROFILE_MESSAGES.accountName : MESSAGES.fieldRequired) : null);
  const submit = () => {
    setChecked(true);
    setRefused(null);
    if (!confirmed) return;
    remove.mutate(undefined, {
      // A refusal naming the name goes on the field; anything else is the alert.
      onError: (error) => {
        const message = humanMessage(error);
        if (isApiError(error) && fieldOfRefusal(error.status, message, NAME_FIELD)) setRefused(message);
      },
    });
  };
  // The own account only: a parent's console deletes accounts below from their own lists.
  if (account.accountType !== 'agent' || (targetAccountId !== undefined && targetAccountId !== account.id)) return null;

  return (
    <Stack gap="2" borderWidth="1px" borderColor="border.error" borderRadius="md" p="4" mt="4">
      <Text fontWeight="semibold">Delete my account</Text>
      <Text fontSize="sm" color="fg.muted">
        Your agent, its phone number, conversations and settings are deleted. This cannot be undone.
      </Text>
      <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} role="alertdialog">
        <Dialog.Trigger asChild>
          <Button type="button" colorPalette="red" variant="outline" alignSelf="start" size="sm">
            Delete my account
          </Button>
        </Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Delete {name}?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text>Everything in this account is deleted and you are signed out. This cannot be undone.</Text>
                  <Field.Root invalid={!!problem} required>
                    <Field.Label>Type {name} to confirm</Field.Label>
                    <Input
                      value={typed}
                      onChange={(e) => {
                        setTyped(e.target.value);
                        setRefused(null);
                      }}
                      onBlur={() => setChecked(typed !== '')}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') submit();
                      }}
                      autoComplete="off"
                    />
                    <Field.ErrorText>{problem}</Field.ErrorText>
                  </Field.Root>
                  {remove.error && !refused ? (
                    <Text role="alert" color="fg.error">
                      The account was not deleted: {humanMessage(remove.error)}
                    </Text>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <HStack gap="2">
                  <CancelButton onClick={() => setOpen(false)} disabled={remove.isPending}>
                    Keep my account
                  </CancelButton>
                  <Button colorPalette="red" loading={remove.isPending} loadingText="Deleting…" onClick={submit}>
                    Delete my account
                  </Button>
                </HStack>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
