/**
 * The frame of the customer pages' cards (My Services' filters, Services' service cards, My Requests,
 * the next pickup, My Account's sections): bordered, rounded, with more room on wider screens.
 * Spread it on a Paper: `<Paper {...customerCardFrame} component="section">`.
 */
export const customerCardFrame = {
  withBorder: true,
  radius: 'lg',
  p: { base: 'md', sm: 'lg' },
} as const;
