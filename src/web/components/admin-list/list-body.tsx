/**
 * An admin list under its filters, from its TanStack query: the error panel with Retry while the
 * last fetch failed, the rows (with the spinner while the first page loads and the note when none
 * match), and the count line with Load More.
 */
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import type { TFunction } from 'i18next';
import { ListError, type ListErrorProps } from './list-error';
import { ListMore, type ListMoreProps } from './list-more';
import { ListResults, type ListResultsProps } from './list-results';

export interface ListBodyProps<Item> extends Omit<
  ListResultsProps<Item>,
  'pending' | 'fetching' | 'empty' | 'head' | 'columns'
> {
  list: ListMoreProps['list'] & {
    isPending: boolean;
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  /** The error panel's words (and its close button on a list that has one). */
  error: Omit<ListErrorProps, 'onRetry'> & { hidden?: boolean };
  /** What stands between the error panel and the rows (User Management's sort on phones). */
  beforeRows?: ReactNode;
  /** The note when nothing is left to show. */
  emptyText: string;
  /** The table's header cells, one per column. */
  head: readonly ReactNode[];
  /** The count line, or null while it is not shown. */
  footer: Omit<ListMoreProps, 'list'> | null;
}

export function ListBody<Item>({
  list,
  error,
  beforeRows,
  emptyText,
  head,
  footer,
  ...results
}: ListBodyProps<Item>) {
  const { hidden, ...errorWords } = error;
  const showEmpty = !list.isPending && !list.isError && results.items.length === 0;
  return (
    <>
      {list.isError && !hidden ? <ListError {...errorWords} onRetry={() => void list.refetch()} /> : null}
      {beforeRows}
      <ListResults
        {...results}
        pending={list.isPending}
        fetching={list.isFetching}
        empty={showEmpty ? emptyText : null}
        head={head}
        columns={head.length}
      />
      {footer ? <ListMore list={list} {...footer} /> : null}
    </>
  );
}

/**
 * The header cells of a list's columns by their titles; the last (the row's actions) stands at the
 * end of its column.
 */
export function headCells(titles: readonly string[], actionsClassName?: string): ReactNode[] {
  return titles.map((title, index) =>
    index === titles.length - 1 ? (
      <Table.Th key={index} ta="end" className={actionsClassName}>
        {title}
      </Table.Th>
    ) : (
      <Table.Th key={index}>{title}</Table.Th>
    ),
  );
}

/**
 * A list's words by the kit's convention, in its namespace (under a prefix where the namespace holds
 * more than one page): the error panel's `loadFailed` and `retry`, and the table's name `tableLabel`.
 */
export function listWords(t: TFunction, prefix = ''): Pick<ListBodyProps<unknown>, 'error' | 'label'> {
  return {
    error: { title: t(`${prefix}loadFailed`), retryLabel: t(`${prefix}retry`) },
    label: t(`${prefix}tableLabel`),
  };
}
