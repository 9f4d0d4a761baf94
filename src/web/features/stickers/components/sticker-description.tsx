/**
 * The sticker page's description (spec 02 §2.6): text between double asterisks is bold. The text is
 * rendered as React text nodes, never as HTML, so nothing in the content can run; tags are removed
 * for looks (see stripMarkup).
 */
import { Text } from '@mantine/core';
import { boldSegments } from '../../../../domain/content';

export function StickerDescription({ text, lang }: { text: string; lang?: string }) {
  const segments = boldSegments(text);
  if (segments.length === 0) return null;
  return (
    <Text fz={{ base: 'md', sm: 'lg' }} c="gray.7" style={{ whiteSpace: 'pre-line' }} lang={lang}>
      {segments.map((segment, i) =>
        segment.bold ? <strong key={i}>{segment.text}</strong> : <span key={i}>{segment.text}</span>,
      )}
    </Text>
  );
}
