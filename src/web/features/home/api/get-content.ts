/** The home page's content (GET /api/content/home, see lib/use-content). */
import { useContent } from '../../../lib/use-content';

export function useHomeContent() {
  return useContent('home');
}
