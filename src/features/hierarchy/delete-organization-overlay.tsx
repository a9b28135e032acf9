import { useState } from 'react';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { QueryState } from '@/components/query-state';
import { toast } from '@/components/feedback';
import { usePermissions } from '@/hooks/use-permissions';
import type { OverlayProps } from '@/overlays';
import { accountDisplayName, deleteConfirmed } from '@/lib/accounts';
import { humanMessage } from '@/lib/errors';
import { accountQueryOptions, useDeleteOrganization } from './api';
import { FormEnd } from './form-end';
import { useOverlayAccountId } from './use-account-id';

function ConfirmDelete({ id, name, close }: { id: number; name: string; close: () => void }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteOrganization();
  const navigate = useNavigate();
  const ok = deleteConfirmed(typed, name);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!ok) return;
        remove.mutate(id, {
          onSuccess: () => {
            toast(`${name} deleted`, { type: 'success' });
            close();
            // Standing in the deleted organization's console: go up to its reseller, or home.
            if (window.location.pathname.includes(`/org/${id}`)) void navigate({ to: '/app' });
          },
        });
      }}
    >
      <Stack gap="4">
        <Text>
          Deleting <strong>{name}</strong> removes the organization and its agent accounts. This cannot be undone.
        </Text>
        <Field.Root required>
          <Field.Label>Type the organization’s name to confirm</Field.Label>
          <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" placeholder={name} />
        </Field.Root>
        <FormEnd
          error={remove.isError ? humanMessage(remove.error, 'The organization could not be deleted.') : null}
          onCancel={close}
        >
          <Button type="submit" colorPalette="red" disabled={!ok} loading={remove.isPending}>
            Delete organization
          </Button>
        </FormEnd>
      </Stack>
    </form>
  );
}

/** deleteOrganization (canDeleteOrg): the organization of the flag (or the acting one), with a typed confirmation. */
export default function DeleteOrganizationOverlay({ value, close }: OverlayProps<number | null>) {
  const id = useOverlayAccountId(value);
  const { permissions } = usePermissions();
  const query = useQuery(accountQueryOptions(id));
  if (!permissions.canDeleteOrg) return <Text>You cannot delete this organization.</Text>;
  return (
    <QueryState
      query={query}
      pendingLabel="Loading the organization"
      errorMessage="The organization could not be loaded."
    >
      {(account) =>
        account.accountType === 'organization' ? (
          <ConfirmDelete id={id} name={accountDisplayName(account)} close={close} />
        ) : (
          <Text>Only organizations can be deleted here.</Text>
        )
      }
    </QueryState>
  );
}
