/**
 * The styles a page rendered by the server needs besides the entry's stylesheet. A lazily loaded
 * route brings its own CSS (the admin frame's header, a page's CSS module, the chart drawings'):
 * the browser's router adds it when it loads the route's code, which for a page painted from the
 * server's HTML is after the first paint, so the page would paint unstyled and then move. The CSS
 * files Vite emitted besides the entry's are read once, with the classes their rules select; a
 * page gets, inline in its <head>, those whose classes its markup uses (the CSP allows inline styles;
 * inline, they cost the first paint no request). CSS-module classes are hashed and Mantine's package
 * classes are per component, so a file is taken only for what is on the page.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Stylesheet {
  css: string;
  classes: ReadonlySet<string>;
}

/** The class names a stylesheet's selectors name (declarations, comments and urls left out). */
export function selectedClasses(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    // the innermost blocks are the declarations (the built CSS is not nested): what remains is the
    // selectors, and at-rules' preludes and braces
    .replace(/\{[^{}]*\}/g, ' ');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

/** The class names of a page's markup (its class attributes). */
function markupClasses(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

export interface PageStyles {
  /** `html` with the styles its #root `markup` needs inline before </head>. */
  add(html: string, markup: string): string;
}

/** The built app's lazily loaded stylesheets (dist/web/assets/*.css but the ones index.html links). */
export function pageStyles(webDir: string): PageStyles {
  let sheets: Stylesheet[] | undefined;
  const load = (): Stylesheet[] => {
    const assets = path.join(webDir, 'assets');
    const index = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
    const linked = new Set([...index.matchAll(/href="\/assets\/([^"]+\.css)"/g)].map((match) => match[1]));
    const files = fs.existsSync(assets) ? fs.readdirSync(assets) : [];
    return files
      .filter((file) => file.endsWith('.css') && !linked.has(file))
      .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'))
      .map((css) => ({ css, classes: selectedClasses(css) }))
      .filter((sheet) => sheet.classes.size > 0);
  };
  return {
    add(html, markup) {
      sheets ??= load();
      const used = markupClasses(markup);
      const css = sheets
        .filter((sheet) => [...sheet.classes].some((name) => used.has(name)))
        .map((sheet) => sheet.css)
        .join('\n');
      // "</" escaped: no stylesheet text can end the element
      return css
        ? html.replace('</head>', () => `<style>${css.replace(/<\//g, '<\\/')}</style></head>`)
        : html;
    },
  };
}
