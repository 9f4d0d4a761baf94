/**
 * A plain table from its columns declared as data: each column's header and cell are written once and
 * rendered for every row, inside a container that scrolls sideways below `minWidth`.
 */
import type { ReactNode } from 'react';
import { Table, type TableProps, type TableTdProps, type TableThProps } from '@mantine/core';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** the header cell's own props (scope, alignment) */
  th?: TableThProps;
  /** every body cell's own props (alignment, weight, colour) */
  td?: TableTdProps;
}

export function ColumnsTable<Row>({
  columns,
  rows,
  rowKey,
  minWidth,
  ...tableProps
}: {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  minWidth: number;
} & TableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} {...column.th}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <Table.Td key={column.key} {...column.td}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
