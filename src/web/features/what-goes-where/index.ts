/**
 * What other features may use of what-goes-where: its public page (the router loads it), the staff
 * editor of a list (the content editor shows it), where that editor is, and the dashboard's panel of
 * searches that found nothing.
 */
export { WhatGoesWherePage } from './what-goes-where-page';
export { WasteGuideEditor, WasteGuideMissesPanel } from './staff';
export { WASTE_GUIDE_TAB, wasteGuideEditorPath } from './editor-paths';
