import type { ReactNode } from 'react';
import { Table } from '@chakra-ui/react';

export interface TableFrameProps {
  /** The table's accessible name. */
  label: string;
  /** The table's header and body. */
  children: ReactNode;
  /** Props of the scrolling frame (a height cap, a radius). */
  frameProps?: Table.ScrollAreaProps;
  /** Props of the table itself (`interactive`, `stickyHeader`). */
  tableProps?: Omit<Table.RootProps, 'children'>;
}

/** A small table in a bordered frame that scrolls sideways on a narrow screen (and down, with a
 * height cap): the look of every data table of the console. */
export function TableFrame({ label, children, frameProps, tableProps }: TableFrameProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2" {...frameProps}>
      <Table.Root size="sm" aria-label={label} {...tableProps}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
