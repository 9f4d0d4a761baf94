/**
 * The cart pictures. Imported rather than served from public/: each is under Vite's inlining limit
 * (4 KB), so it travels inside the script as a data: URL and the visitor home's largest picture paints
 * with the page instead of after three more requests (Lighthouse LCP, issue 9).
 */
import recyclingCart from './recycling-cart.svg';
import trashCart from './trash-cart.svg';
import yardWasteCart from './yard-waste-cart.svg';

export const cartImages = {
  trash: trashCart,
  recycling: recyclingCart,
  yardwaste: yardWasteCart,
} as const;
