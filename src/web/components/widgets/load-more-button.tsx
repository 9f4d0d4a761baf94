/** Load More under a paged list, while the server has another page (nothing once it has not). */
import type { CSSProperties } from 'react';
import { Button } from '@mantine/core';

export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function LoadMoreButton({
  list,
  label,
  style,
}: {
  list: PagedList;
  label: string;
  style?: CSSProperties;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="default"
      loading={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
      style={style}
    >
      {label}
    </Button>
  );
}
