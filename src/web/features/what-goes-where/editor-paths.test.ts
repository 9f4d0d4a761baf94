/** Where the dashboard's "Add item" leads: the portal's tab, or the hauler's list on the first page. */
import { describe, expect, it } from 'vitest';
import { wasteGuideEditorPath } from './editor-paths';

describe('wasteGuideEditorPath', () => {
  it('opens a portal’s tab, or the hauler’s list, with the add form named after the search', () => {
    expect(wasteGuideEditorPath('demo-highwood', 'kayak paddle')).toBe(
      '/admin/content/demo-highwood?tab=what-goes-where&add=kayak+paddle',
    );
    expect(wasteGuideEditorPath('hauler', 'pots & pans')).toBe(
      '/admin/content?list=hauler&add=pots+%26+pans',
    );
    expect(wasteGuideEditorPath('hauler')).toBe('/admin/content?list=hauler');
  });
});
