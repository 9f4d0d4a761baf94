/** The home page's content (GET /api/content/home, see app/use-content). */
import { useContent } from '../../../app/use-content';

export function useHomeContent() {
  return useContent('home');
}
