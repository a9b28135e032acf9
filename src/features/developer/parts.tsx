import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { DisplayColumnDef } from '@tanstack/react-table';
import { Card, HStack, Text, chakra } from '@chakra-ui/react';
import { DeleteButton } from '@/components/delete-action';
import { HeadingGroup } from '@/components/heading-group';

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
          <HeadingGroup title={title} description={description} />
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

/** A table's last column: a worded red Delete per row, named by `label` ("Delete token Zapier"),
 * disabled while a deletion is under way. */
export function deleteColumn<T>({
  label,
  deleting,
  onDelete,
}: {
  label: (item: T) => string;
  deleting: boolean;
  onDelete: (item: T) => void;
}): DisplayColumnDef<T> {
  return {
    id: 'actions',
    header: () => <chakra.span srOnly>Actions</chakra.span>,
    cell: (c) => (
      <DeleteButton
        text="Delete"
        label={label(c.row.original)}
        disabled={deleting}
        onClick={() => onDelete(c.row.original)}
      />
    ),
  };
}
