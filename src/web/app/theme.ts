/** The portal's look: a green hauler brand on a light, roomy layout. */
import {
  Container,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

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

/**
 * Light and subtle badges and buttons write in their colour's middle shade on a pale tint: under WCAG's
 * 4.5:1 for most colours (the admin's role badges, Sign Out). Their text takes the colour's darkest
 * shade, darkened by 30 %.
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'subtle') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  const shades = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  if (!shades) return colors;
  const text = darken(shades[9], 0.3);
  return { ...colors, color: text, hoverColor: text };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    // wide pages (the admin lists fill a 1280 px screen) keep a real margin on both sides
    Container: Container.extend({ defaultProps: { px: { base: 'md', md: 'xl' } } }),
    // a long label wraps instead of being cut ("GRÖSSENÄNDERUNG BEA…" in German, issue 16)
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.3, paddingBlock: 2 },
      },
    },
  },
});

/**
 * Mantine's dimmed text (gray 6, #868e96) is 3.3:1 on white, under WCAG's 4.5:1 for body text; this
 * grey is 5.9:1 on white and 5.6:1 on the pages' gray 0 background.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6770',
    // placeholders (gray 5, #adb5bd: 2.1:1) and the FileInput's empty text, which is real text:
    // 4.7:1 on the inputs' white, still lighter than a typed value
    '--mantine-color-placeholder': '#6c757d',
    // links on the pale brand tint (the call-us panels) as well as on white
    '--mantine-color-anchor': 'var(--mantine-color-brand-9)',
  },
  dark: {},
});
