/**
 * The shell's menu display flags (spec 01 §2 Shell), without zod: the web app's entry script needs
 * these values and stays free of zod (issue 9, first-load JavaScript). ZBrandingMenu in branding.ts
 * is the schema for the same shape.
 */
import { fieldsOf } from './fields-of';

export const MENU_FLAGS = [
  'showHome',
  'showMyServices',
  'showLRSServices',
  'showSupport',
  'showBilling',
  'showFAQ',
  'showStickerLocations',
] as const;
export type TMenuFlag = (typeof MENU_FLAGS)[number];

export type TBrandingMenu = Record<TMenuFlag, boolean>;

/** Every menu item on: the state while branding is loading or failed to load (spec 01 §2 Shell). */
export const ALL_MENU_ITEMS_ON: TBrandingMenu = fieldsOf(MENU_FLAGS, true);
