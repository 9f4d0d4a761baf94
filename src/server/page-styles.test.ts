/** The lazily loaded routes' styles a server-rendered page gets inline (page-styles.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageStyles, selectedClasses } from './page-styles';

function builtWebApp(): string {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'curbside-styles-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><div id="root"></div>',
  );
  const css: Record<string, string> = {
    'index-1.css': '.m_entry{color:red}',
    'admin-layout-2.css': '._header_x1{display:flex}@media (min-width: 48em){._bar_x2{gap:1rem}}',
    'lib-charts-3.css': '.m_chart:where(.m_legend){margin:.5rem}',
    'ja-4.css': '@font-face{font-family:x;src:url(data:font/woff2;base64,AAA.BBB)}',
  };
  for (const [file, text] of Object.entries(css)) fs.writeFileSync(path.join(webDir, 'assets', file), text);
  return webDir;
}

describe('the styles of a page rendered by the server', () => {
  it('reads the classes a stylesheet selects, not its declarations or urls', () => {
    expect([...selectedClasses('._a_1 > .b:hover, .c{margin:.5rem;background:url(x.png)}')]).toEqual([
      '_a_1',
      'b',
      'c',
    ]);
    expect([...selectedClasses('@media (min-width: 48em){.d{gap:1.5rem}}')]).toEqual(['d']);
    expect(selectedClasses('@font-face{src:url(data:font/woff2;base64,AAA.BBB)}').size).toBe(0);
  });

  it('puts inline the lazily loaded stylesheets whose classes the markup uses, and only those', () => {
    const styles = pageStyles(builtWebApp());
    const html = '<html><head><title>x</title></head><body><div id="root">MARKUP</div></body></html>';
    const markup = '<header class="_header_x1 mantine-Box-root"><div class="_bar_x2">x</div></header>';
    const page = styles.add(html, markup);
    expect(page).toContain(
      '<style>._header_x1{display:flex}@media (min-width: 48em){._bar_x2{gap:1rem}}</style></head>',
    );
    // the entry's own stylesheet is linked already; the charts and the font are not on this page
    expect(page).not.toContain('m_entry');
    expect(page).not.toContain('m_chart');
    expect(page).not.toContain('font-face');
    expect(styles.add(html, '<p class="nothing">x</p>')).toBe(html);
  });
});
