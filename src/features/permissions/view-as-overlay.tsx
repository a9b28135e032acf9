import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { allowedViewAsLevels, type ViewAsLevel } from '@/lib/permissions';
import { permissionUserOf, storeViewAs, useViewAs } from '@/hooks/use-view-as';
import { ownAccountQueryOptions } from './api';

const VIEW_AS_LABELS: Record<ViewAsLevel, string> = {
  superAdmin: 'Super admin',
  partner: 'Partner',
  reseller: 'Reseller',
  owner: 'Owner',
  admin: 'Admin',
};

/** The viewAs overlay: offers only the levels at or below the user's own, and stores the choice. */
export default function ViewAsOverlay({ close }: { close: () => void }) {
  const account = useQuery(ownAccountQueryOptions());
  const user = permissionUserOf(account.data);
  const current = useViewAs(user);
  if (account.isPending) return <Spinner aria-label="Loading account" />;
  if (account.isError) return <Text role="alert">{account.error.message}</Text>;
  const levels = allowedViewAsLevels(user);
  return (
    <Stack gap="3">
      <Text>See the app as this role would. Only roles at or below your own are offered.</Text>
      <Stack role="radiogroup" aria-label="View as" gap="2">
        {levels.map((level) => (
          <Button
            key={level}
            role="radio"
            aria-checked={level === current}
            variant={level === current ? 'solid' : 'outline'}
            justifyContent="start"
            onClick={() => {
              storeViewAs(level);
              close();
            }}
          >
            {VIEW_AS_LABELS[level]}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
