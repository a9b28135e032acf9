import { useQuery } from '@tanstack/react-query';
import { Badge, HStack, Stat, Text, Tooltip } from '@chakra-ui/react';
import { formatSats, formatUsd, satsFromUsd } from '@/lib/wallet';
import { exchangeRateQueryOptions } from './api';

const rateText = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

/** The balance in USD, and in sats at the exchange rate (the fallback rate marked as an estimate). */
export function BalanceStat({ balanceUsd }: { balanceUsd: number }) {
  const rate = useQuery(exchangeRateQueryOptions());
  return (
    <Stat.Root borderWidth="1px" rounded="l3" p="4" bg="bg">
      <Stat.Label>Balance</Stat.Label>
      <Stat.ValueText data-testid="wallet-balance" fontVariantNumeric="tabular-nums">
        {formatUsd(balanceUsd)}
      </Stat.ValueText>
      {/* A <dd>: the root is a <dl>, which may hold only <dt> and <dd> (Chakra renders a <span>). */}
      <Stat.HelpText as="dd">
        {rate.data ? (
          <HStack gap="2" wrap="wrap" as="span">
            <Text as="span" data-testid="wallet-balance-sats">
              ≈ {formatSats(satsFromUsd(balanceUsd, rate.data))}
            </Text>
            <Text as="span" color="fg.muted">
              at ${rateText.format(rate.data.usdPerSat)} per sat
            </Text>
            {rate.data.estimate ? (
              <Tooltip.Root>
                <Tooltip.Trigger asChild>
                  <Badge colorPalette="orange" tabIndex={0} data-testid="rate-estimate">
                    Estimate
                  </Badge>
                </Tooltip.Trigger>
                <Tooltip.Positioner>
                  <Tooltip.Content>The exchange rate could not be loaded; a typical rate is used.</Tooltip.Content>
                </Tooltip.Positioner>
              </Tooltip.Root>
            ) : null}
          </HStack>
        ) : (
          'Reading the exchange rate…'
        )}
      </Stat.HelpText>
    </Stat.Root>
  );
}
