/**
 * GET /api/content/faq with the spec's content caching (fresh 1 hour, kept 24 hours, one retry), in
 * the language menu's language (see lib/use-content).
 */
import { useContent } from '../../../lib/use-content';

export function useFaqContent() {
  return useContent('faq');
}
