// How a product plan reads on screen: its price, and each item's pricing tiers as a table.
import { Badge, Box, Card, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { ProductPlan } from '@/api/generated/model';
import { formatUnitPrice, itemName, planPriceText, termLabel, tierRange, formatCount } from '@/lib/billing';

/** One item's tiers: quantity range and unit price per row. */
export function PriceTable({ plan }: { plan: ProductPlan }) {
  const items = plan.productItems ?? [];
  if (items.length === 0) return <Text color="fg.muted">This plan has no metered items.</Text>;
  return (
    <Stack gap="4">
      {items.map((item, i) => (
        <Box key={`${item.type}-${i}`}>
          <HStack gap="2" mb="1" wrap="wrap">
            <Heading as="h4" size="xs">
              {itemName(item)}
            </Heading>
            {item.includedQuantity ? (
              <Badge variant="subtle" colorPalette="green">
                {formatCount(item.includedQuantity)} included
              </Badge>
            ) : null}
          </HStack>
          <Table.ScrollArea borderWidth="1px" rounded="l2">
            <Table.Root size="sm" aria-label={`${itemName(item)} pricing tiers`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Quantity</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Price per unit</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(item.pricingTiers ?? []).map((tier) => (
                  <Table.Row key={tier.quantityMin}>
                    <Table.Cell>{tierRange(tier)}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatUnitPrice(tier.price ?? 0)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Box>
      ))}
    </Stack>
  );
}

/** The plan's name, price and description. */
export function PlanHeader({ plan, current = false }: { plan: ProductPlan; current?: boolean }) {
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        <Heading as="h3" size="md">
          {plan.name}
        </Heading>
        <Badge variant="outline">{termLabel(plan.term)}</Badge>
        {current ? <Badge colorPalette="blue">Current plan</Badge> : null}
      </HStack>
      <Text fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {planPriceText(plan)}
      </Text>
      {plan.description ? <Text color="fg.muted">{plan.description}</Text> : null}
    </Stack>
  );
}

/** A plan as a card: header, price table and whatever actions the caller gives. */
export function PlanCard({
  plan,
  current = false,
  actions,
  showTiers = true,
}: {
  plan: ProductPlan;
  current?: boolean;
  actions?: React.ReactNode;
  showTiers?: boolean;
}) {
  return (
    <Card.Root
      as="article"
      aria-label={`${plan.name}, ${termLabel(plan.term).toLowerCase()}`}
      borderColor={current ? 'blue.solid' : undefined}
      bg="bg"
    >
      <Card.Body gap="4">
        <PlanHeader plan={plan} current={current} />
        {showTiers ? <PriceTable plan={plan} /> : null}
      </Card.Body>
      {actions ? (
        <Card.Footer gap="2" flexWrap="wrap">
          {actions}
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
