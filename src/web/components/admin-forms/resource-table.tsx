/**
 * The table of an admin page that lists every item at once (Open311 keys, webhook endpoints): a
 * scrolling region named for screen readers, the count under it, and a line instead of the rows while
 * loading, on a failure or when there is none. Its words are the namespace's, by convention: `tableLabel`,
 * `caption` (with the count), `columns.<name>`, `loading`, `loadFailed` and `empty`.
 */
import type { ReactNode } from 'react';
import { Anchor, Paper, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { headCells } from '../admin-list/list-body';
import { SectionLoading } from '../widgets/section-loading';

export interface ResourceTableProps<Item> {
  t: TFunction;
  minWidth: number;
  /** The columns' names, the row's actions last. */
  columns: readonly string[];
  query: { isLoading: boolean; isError: boolean; data?: { items: readonly Item[]; total: number } };
  keyOf: (item: Item) => string;
  /** A row's cells. */
  row: (item: Item) => ReactNode;
}

export function ResourceTable<Item>(props: ResourceTableProps<Item>) {
  const { t, query } = props;
  // what stands instead of the rows, and the count, lie outside the sideways scroll: inside it, on a
  // phone, they were centred on the whole table's width and cut off at the card's edge
  const status = query.isLoading ? (
    <SectionLoading label={t('loading')} />
  ) : query.isError ? (
    <Text c="red" ta="center" py="xl">
      {t('loadFailed')}
    </Text>
  ) : query.data && query.data.items.length === 0 ? (
    <Text ta="center" c="dimmed" py="xl" px="md">
      {t('empty')}
    </Text>
  ) : null;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer
        minWidth={props.minWidth}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={t('tableLabel')}
      >
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          striped
          highlightOnHover
          aria-label={t('tableLabel')}
        >
          <Table.Thead>
            <Table.Tr>{headCells(props.columns.map((column) => t(`columns.${column}`)))}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data?.items.map((item) => (
              <Table.Tr key={props.keyOf(item)}>{props.row(item)}</Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {status}
      <Text ta="center" c="dimmed" fz="sm" py="sm" aria-live="polite">
        {t('caption', { count: query.data?.total ?? 0 })}
      </Text>
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
