/** Load More under a list read page by page (an infinite query): busy while the next page loads. */
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';

export function LoadMoreButton({
  list,
  children,
}: {
  list: { isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  children: ReactNode;
}) {
  return (
    <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
      {children}
    </Button>
  );
}
