/**
 * An admin list's rows: one card per row on phones (under 768 px) and the wide table from there up,
 * each with the same spinner while the first page loads and the same note when nothing matches. The
 * table is busy (aria-busy) while any page is fetched; a narrow window scrolls it inside its card.
 */
import type { ReactNode } from 'react';
import { Center, Loader, Paper, Stack, Table, Text, type MantineSpacing } from '@mantine/core';
import { TableEmptyRow, TableLoadingRow } from '../table-status-rows';

export interface ListResultsProps<Item> {
  items: readonly Item[];
  keyOf: (item: Item) => string;
  /** Names both the card list and the table. */
  label: string;
  loadingLabel: string;
  /** The first page is on its way. */
  pending: boolean;
  /** Any page is on its way (the table is busy). */
  fetching: boolean;
  /** The note shown instead of rows, or null while there is none to show. */
  empty: string | null;
  /** The card list is a list even while it holds no cards. */
  alwaysList?: boolean;
  /** A card's content (inside its bordered box). */
  card: (item: Item) => ReactNode;
  /** The table's header cells. */
  head: ReactNode;
  /** A row's cells. */
  row: (item: Item) => ReactNode;
  columns: number;
  minWidth: number;
  horizontalSpacing?: MantineSpacing;
  scrollType?: 'native' | 'scrollarea';
}

export function ListResults<Item>({
  items,
  keyOf,
  label,
  loadingLabel,
  pending,
  fetching,
  empty,
  alwaysList = false,
  card,
  head,
  row,
  columns,
  minWidth,
  horizontalSpacing = 'md',
  scrollType,
}: ListResultsProps<Item>) {
  return (
    <>
      <Stack
        gap="sm"
        hiddenFrom="sm"
        aria-label={label}
        role={alwaysList || (items.length > 0 && !pending) ? 'list' : undefined}
      >
        {pending ? (
          <Center py="xl">
            <Loader aria-label={loadingLabel} />
          </Center>
        ) : empty !== null ? (
          <Text ta="center" c="dimmed" py="xl">
            {empty}
          </Text>
        ) : (
          items.map((item) => (
            <Paper key={keyOf(item)} withBorder radius="md" p="md" role="listitem">
              {card(item)}
            </Paper>
          ))
        )}
      </Stack>

      <Paper withBorder radius="md" visibleFrom="sm">
        <Table.ScrollContainer minWidth={minWidth} type={scrollType}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            horizontalSpacing={horizontalSpacing}
            aria-label={label}
            aria-busy={fetching}
          >
            <Table.Thead>
              <Table.Tr>{head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pending ? (
                <TableLoadingRow colSpan={columns} label={loadingLabel} />
              ) : empty !== null ? (
                <TableEmptyRow colSpan={columns}>{empty}</TableEmptyRow>
              ) : (
                items.map((item) => <Table.Tr key={keyOf(item)}>{row(item)}</Table.Tr>)
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}
