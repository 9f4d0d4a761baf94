/**
 * An embedded third-party map (a content Embed_URL) in a sandboxed, lazily loaded iframe.
 *
 * The sandbox keeps what map providers need (scripts to draw the map, pop-ups for "View larger map"
 * and directions, which open as normal pages) and leaves out allow-same-origin: with both
 * allow-scripts and allow-same-origin a frame is not isolated at all (a same-site page could even
 * remove its own sandbox), while without it the map runs in an opaque origin that can read nothing of
 * the portal's. The referrer policy sends only the portal's origin (enough for map API keys
 * restricted by referrer), never the page path, which can hold a customer id.
 */
export const MAP_FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';
export const MAP_FRAME_REFERRER_POLICY = 'strict-origin-when-cross-origin';

export function MapFrame({ src, title }: { src: string; title: string }) {
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      referrerPolicy={MAP_FRAME_REFERRER_POLICY}
      sandbox={MAP_FRAME_SANDBOX}
      style={{ border: 0, width: '100%', height: '100%' }}
    />
  );
}
