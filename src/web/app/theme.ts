/** The portal's look: a green hauler brand on a light, roomy layout. */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Shade 7 (the primary shade) keeps white text above a 4.5:1 contrast ratio. */
const brand: MantineColorsTuple = [
  '#e6f6ef',
  '#ccebdf',
  '#9dd7c0',
  '#6bc29f',
  '#43b083',
  '#2aa472',
  '#1a9667',
  '#0f825a',
  '#0a6e4c',
  '#06583c',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
});
