import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, type MantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme, variantColorResolver } from './theme';

/** The red, green and blue of "#rrggbb" or "rgb(a)(r, g, b…)". */
function channels(color: string): number[] {
  if (color.startsWith('#')) return [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16));
  return color
    .replace(/[^\d.,]/g, '')
    .split(',')
    .slice(0, 3)
    .map(Number);
}

/** WCAG 2 contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = channels(color).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('theme contrast', () => {
  it('dimmed text reads at 4.5:1 or more on white and on the gray page background', () => {
    const dimmed = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as MantineTheme).light[
      '--mantine-color-dimmed'
    ]!;
    expect(contrast(dimmed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dimmed, DEFAULT_THEME.colors.gray[0])).toBeGreaterThanOrEqual(4.5);
    // Mantine's own dimmed grey did not (the finding this fixes)
    expect(contrast(DEFAULT_THEME.colors.gray[6], '#ffffff')).toBeLessThan(4.5);
  });

  it('placeholders read at 4.5:1 or more on an input’s white', () => {
    const placeholder = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as MantineTheme).light[
      '--mantine-color-placeholder'
    ]!;
    expect(contrast(placeholder, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(DEFAULT_THEME.colors.gray[5], '#ffffff')).toBeLessThan(4.5);
  });

  it('light badges and buttons write dark enough on their tint', () => {
    const full = {
      ...DEFAULT_THEME,
      ...theme,
      colors: { ...DEFAULT_THEME.colors, ...theme.colors },
    } as MantineTheme;
    for (const color of ['red', 'green', 'brand', 'yellow', 'orange', 'blue', 'grape']) {
      const text = variantColorResolver({ color, theme: full, variant: 'light' }).color;
      // the tint is the colour at about 10 % on white: its lightest shade is darker than that
      expect(contrast(text, full.colors[color]![0]), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
