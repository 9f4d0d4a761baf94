/**
 * The count line under an admin list ("Showing X of Y …", announced politely) with Load More while
 * the server has another page.
 */
import type { TFunction } from 'i18next';
import { formatNumber } from '../../i18n/format';
import { ListFooter } from '../list-footer';

export interface ListMoreProps {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  shownText: string;
  loadMoreText: string;
  /** Another page to load; the query's own answer unless the page counts for itself. */
  hasMore?: boolean;
}

export function ListMore({ list, shownText, loadMoreText, hasMore = list.hasNextPage }: ListMoreProps) {
  return (
    <ListFooter
      shownText={shownText}
      loadMoreText={loadMoreText}
      hasMore={hasMore}
      loading={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
    />
  );
}

/**
 * A keyset list's count line from its first page's counts, in its namespace's `footer` (shown,
 * matching and total, "+" after a matching count the server stopped at) and `loadMore`; none while
 * the list is empty.
 */
export function countLine(
  t: TFunction,
  shown: number,
  counts: { matching: number; total?: number } | null,
  { capped = false }: { capped?: boolean } = {},
): Omit<ListMoreProps, 'list'> | null {
  if (!counts || shown === 0) return null;
  const total = counts.total === undefined ? {} : { total: formatNumber(counts.total) };
  return {
    shownText: t('footer', {
      shown: formatNumber(shown),
      matching: `${formatNumber(counts.matching)}${capped ? '+' : ''}`,
      ...total,
    }),
    loadMoreText: t('loadMore'),
  };
}
