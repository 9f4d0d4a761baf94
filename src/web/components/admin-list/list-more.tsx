/**
 * The count line under an admin list ("Showing X of Y …", announced politely) with Load More while
 * the server has another page.
 */
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
