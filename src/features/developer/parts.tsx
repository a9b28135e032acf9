import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';

/** One part of the developer page: a titled card. */
export function Panel({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg" as="section" aria-label={title}>
      <Card.Body gap="4">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Stack gap="1">
            <Heading as="h2" size="md">
              {title}
            </Heading>
            {description ? (
              <Text color="fg.muted" fontSize="sm">
                {description}
              </Text>
            ) : null}
          </Stack>
          {actions}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <Text role="alert" color="fg.error" fontSize="sm">
      {children}
    </Text>
  );
}

/** A react-hook-form resolver over a pure rule that answers `{ field: message }` (src/lib). */
export function resolverOf<T extends FieldValues>(check: (values: T) => Partial<Record<keyof T, string>>): Resolver<T> {
  return (values) => {
    const found = (Object.entries(check(values)) as [string, string | undefined][]).filter(([, m]) => !!m);
    if (!found.length) return { values, errors: {} };
    const errors = Object.fromEntries(found.map(([k, message]) => [k, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
