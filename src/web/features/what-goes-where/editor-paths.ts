/**
 * Where the content editor shows a "what goes where" list: a portal's in its editor's "What goes
 * where" tab, the hauler's on the editor's first page. `add` opens the add form with that name.
 */
import { paths } from '../../../domain/paths';

/** The content editor's tab of the lists (its `?tab=`). */
export const WASTE_GUIDE_TAB = 'what-goes-where';

export function wasteGuideEditorPath(listId: string, add?: string): string {
  const query = new URLSearchParams(listId === 'hauler' ? { list: 'hauler' } : { tab: WASTE_GUIDE_TAB });
  if (add) query.set('add', add);
  const page = listId === 'hauler' ? paths.admin.content : paths.admin.contentPortal(listId);
  return `${page}?${query}`;
}
