/**
 * An admin list's rows: one card per row on phones (under 768 px) and the wide table from there up,
 * each with the same spinner while the first page loads and the same note when nothing matches. The
 * table is busy (aria-busy) while any page is fetched; a narrow window scrolls it inside its card.
 *
 * A row renders again only when its item, the language or the page's `rowDeps` change, not with
 * every render of its page: typing into a filter, opening the filter panel or a dialog re-rendered
 * all the rows and cards (40 of them), which made each keystroke take about 320 ms at Lighthouse's
 * 4x slower CPU (issue 33 §1, docs/benchmarks.md). The page's queries keep an unchanged item's
 * object across fetches (TanStack Query's structural sharing), so a refetch renders only what changed.
 */
import { memo, type ReactNode } from 'react';
import { Paper, Stack, Table, Text, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionLoading } from '../widgets/section-loading';
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
  /**
   * What the rows and cards show besides their item and the words of the language (state of the
   * page such as a row's pending action, another query's answers): they render again when one of
   * these changes. Handlers in a row may be from the render that drew it, so they read the page's
   * state through setters, stable callbacks or the item, never from a variable of that render.
   */
  rowDeps: readonly unknown[];
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
  rowDeps,
  columns,
  minWidth,
  horizontalSpacing = 'md',
  scrollType,
}: ListResultsProps<Item>) {
  const { i18n } = useTranslation();
  const deps = [i18n.language, ...rowDeps];
  return (
    <>
      <Stack
        gap="sm"
        hiddenFrom="sm"
        aria-label={label}
        role={alwaysList || (items.length > 0 && !pending) ? 'list' : undefined}
      >
        {pending ? (
          <SectionLoading label={loadingLabel} />
        ) : empty !== null ? (
          <Text ta="center" c="dimmed" py="xl">
            {empty}
          </Text>
        ) : (
          items.map((item) => <MemoCard key={keyOf(item)} item={item} render={card} deps={deps} />)
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
                items.map((item) => <MemoRow key={keyOf(item)} item={item} render={row} deps={deps} />)
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}

interface MemoItemProps {
  item: unknown;
  render: (item: never) => ReactNode;
  deps: readonly unknown[];
}

/** Same item, same deps: the render from before stands (a new `render` of the page's is not a change). */
function sameItem(before: MemoItemProps, after: MemoItemProps): boolean {
  return (
    before.item === after.item &&
    before.deps.length === after.deps.length &&
    before.deps.every((dep, index) => Object.is(dep, after.deps[index]))
  );
}

const MemoRow = memo(function MemoRow({ item, render }: MemoItemProps) {
  return <Table.Tr>{render(item as never)}</Table.Tr>;
}, sameItem);

const MemoCard = memo(function MemoCard({ item, render }: MemoItemProps) {
  return (
    <Paper withBorder radius="md" p="md" role="listitem">
      {render(item as never)}
    </Paper>
  );
}, sameItem);
