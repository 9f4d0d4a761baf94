/**
 * GET /api/content/stickers with the spec's content caching (fresh 1 hour, kept 24 hours, one retry), in
 * the language menu's language (see ../../home/api/get-content).
 */
import { useContent } from '../../home/api/get-content';

export function useStickerContent() {
  return useContent('stickers');
}
