/**
 * The table of an admin page that lists every item at once (Open311 keys, webhook endpoints): a
 * scrolling region named for screen readers, a caption with the count, and one row while loading,
 * on a failure or when there is none.
 */
import type { ReactNode } from 'react';
import { Anchor, Paper, Table, Text } from '@mantine/core';
import { headCells } from '../admin-list/list-body';
import { TableEmptyRow, TableLoadingRow } from '../table-status-rows';

export interface ResourceTableProps<Item> {
  label: string;
  minWidth: number;
  caption: string;
  /** The columns' titles, the row's actions last. */
  columns: readonly string[];
  query: { isLoading: boolean; isError: boolean; data?: { items: readonly Item[] } };
  loadingLabel: string;
  failedText: string;
  emptyText: string;
  keyOf: (item: Item) => string;
  /** A row's cells. */
  row: (item: Item) => ReactNode;
}

export function ResourceTable<Item>(props: ResourceTableProps<Item>) {
  const { query } = props;
  const colSpan = props.columns.length;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer
        minWidth={props.minWidth}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={props.label}
      >
        <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover>
          <Table.Caption>{props.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>{headCells(props.columns)}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.isLoading ? <TableLoadingRow colSpan={colSpan} label={props.loadingLabel} /> : null}
            {query.isError ? (
              <TableEmptyRow colSpan={colSpan}>
                <Text c="red">{props.failedText}</Text>
              </TableEmptyRow>
            ) : null}
            {query.data && query.data.items.length === 0 ? (
              <TableEmptyRow colSpan={colSpan}>{props.emptyText}</TableEmptyRow>
            ) : null}
            {query.data?.items.map((item) => (
              <Table.Tr key={props.keyOf(item)}>{props.row(item)}</Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The API reference, in a new tab. */
export function DocsLink({ label }: { label: string }) {
  return (
    <Anchor href="/api/docs" target="_blank" rel="noreferrer" size="sm" underline="always">
      {label}
    </Anchor>
  );
}
