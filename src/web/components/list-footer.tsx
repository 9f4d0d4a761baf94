/**
 * The footer of a paged list: how many of the total are shown (announced politely to screen
 * readers) and a Load More button while there is more.
 */
import { Button, Group, Text } from '@mantine/core';

export interface ListFooterProps {
  shownText: string;
  loadMoreText: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

export function ListFooter({ shownText, loadMoreText, hasMore, loading, onLoadMore }: ListFooterProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Text c="dimmed" fz="sm" aria-live="polite">
        {shownText}
      </Text>
      {hasMore ? (
        <Button variant="light" loading={loading} onClick={onLoadMore}>
          {loadMoreText}
        </Button>
      ) : null}
    </Group>
  );
}
