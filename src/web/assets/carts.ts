/**
 * The cart pictures, as files with hashed names (`?no-inline`): inlined as data: URLs they were 4.7 KB
 * of the entry script, which every page pays for before its first paint (the 170 KB budget), while
 * only the visitor home shows them. Its HTML is built ahead (scripts/prerender.mjs), so the browser
 * asks for the three small files as soon as it reads the page, alongside the stylesheet.
 */
import recyclingCart from './recycling-cart.svg?no-inline';
import trashCart from './trash-cart.svg?no-inline';
import yardWasteCart from './yard-waste-cart.svg?no-inline';

export const cartImages = {
  trash: trashCart,
  recycling: recyclingCart,
  yardwaste: yardWasteCart,
} as const;
