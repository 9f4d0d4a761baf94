/** An embedded map (the content's Embed_URL) in a sandboxed, lazily loaded iframe. */
import { AspectRatio, Center, Text } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';

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
        <iframe
          src={url}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          style={{ border: 0, width: '100%', height: '100%' }}
        />
      ) : (
        <Center c="dimmed" style={{ flexDirection: 'column', gap: 4 }}>
          <IconMapOff size={28} aria-hidden="true" />
          <Text size="sm">{unavailable}</Text>
        </Center>
      )}
    </AspectRatio>
  );
}
