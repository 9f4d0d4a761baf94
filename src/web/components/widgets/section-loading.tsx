/** A spinner in place of a part of a page (a list, a preview) whose data is not known yet. */
import { Center, Loader } from '@mantine/core';

export function SectionLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}
