import { useQuery } from '@tanstack/react-query';
import { Button, Card, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { useOverlays } from '@/overlays';
import { formatAmount, formatUsd } from '@/lib/wallet';
import { ownAccountQueryOptions, pendingInvoiceQueryOptions } from './api';

/** The wallet's super-admin section: the account's wallet state, and the way to the refund (in orgAdmin). */
export function SuperAdminSection({
  targetAccountId,
  balanceUsd,
  count,
}: {
  targetAccountId: number | undefined;
  balanceUsd: number;
  count: number;
}) {
  const own = useQuery(ownAccountQueryOptions());
  const pending = useQuery({ ...pendingInvoiceQueryOptions(targetAccountId), enabled: own.data?.superAdmin === true });
  const { open } = useOverlays();
  if (own.data?.superAdmin !== true) return null;
  const invoice = pending.data?.pendingInvoice;
  return (
    <Card.Root as="section" aria-labelledby="wallet-admin-title" borderStyle="dashed" bg="bg">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="wallet-admin-title" display="flex" gap="2" alignItems="center">
          <ShieldCheck size={18} aria-hidden="true" /> Super admin
        </Heading>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>Balance</DataList.ItemLabel>
            <DataList.ItemValue>{formatUsd(balanceUsd)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Recent transactions</DataList.ItemLabel>
            <DataList.ItemValue>{count}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Pending invoice</DataList.ItemLabel>
            <DataList.ItemValue>
              {pending.isPending
                ? 'Checking…'
                : pending.isError
                  ? 'Could not be checked'
                  : invoice
                    ? formatAmount(invoice.amount, invoice.unit?.toUpperCase() === 'SATS' ? 'SATS' : 'USD')
                    : 'None'}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Stack gap="1" align="start">
          <Text fontSize="sm" color="fg.muted">
            Refunds to this account are issued from the organization’s admin screen.
          </Text>
          <Button size="sm" variant="outline" onClick={() => open('orgAdmin')}>
            Open org admin to refund
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
