/** An embedded map (the content's Embed_URL), or a placeholder when there is none. */
import { AspectRatio, Center, Text } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { MapFrame } from '../../../components/map-frame';

export function LocationMap({
  url,
  title,
  unavailable,
}: {
  url: string;
  title: string;
  unavailable: string;
}) {
  return (
    <AspectRatio
      ratio={4 / 3}
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      bg="gray.1"
    >
      {url ? (
        <MapFrame src={url} title={title} />
      ) : (
        <Center c="dimmed" style={{ flexDirection: 'column', gap: 4 }}>
          <IconMapOff size={28} aria-hidden="true" />
          <Text size="sm">{unavailable}</Text>
        </Center>
      )}
    </AspectRatio>
  );
}
