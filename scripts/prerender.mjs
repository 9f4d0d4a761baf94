// Renders the public pages (/, /login, /register) at build time, as a signed-out visitor sees them, in
// every language the portal speaks (issue 9, Lighthouse: the page paints from its HTML instead of
// waiting for the scripts). Runs after `vite build` (npm run build): bundles src/web/prerender.tsx for
// Node into dist/ssr (kept: the server renders the signed-in pages with it per request, the resident's
// Services page and the staff pages, src/server/signed-in-pages.ts), renders each page into the built page template and writes
// dist/web/prerendered/<language>/<page>.html with a manifest the server reads
// (src/server/prerendered-pages.ts), and the template itself (template.html). The browser hydrates
// the page (src/web/main.tsx).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import { build } from 'vite';

// usage: node scripts/prerender.mjs [WEB_DIR] (default dist/web, the folder vite build wrote)
const webDir = path.resolve(process.argv[2] ?? 'dist/web');
const bundleDir = path.join(webDir, '..', 'ssr');
const outDir = path.join(webDir, 'prerendered');
const template = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');

// The built pages do not run the app's entry themselves: they start it after their first paint
// (src/web/start-after-paint.js, copied into assets/ under a content hash).
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const entryScript = ENTRY_SCRIPT.exec(template);
if (!entryScript) throw new Error(`${webDir}/index.html has no module entry script`);
const starter = fs.readFileSync(path.resolve('src/web/start-after-paint.js'));
const starterFile = `assets/start-after-paint-${crypto.createHash('sha256').update(starter).digest('base64url').slice(0, 8)}.js`;
fs.writeFileSync(path.join(webDir, starterFile), starter);
// Clicks and submits made before the app has started are held for it (src/web/early-input.js, issue
// 28): inline, at the top of <head>, so it runs before the first paint and before any stylesheet (an
// inline script after a stylesheet waits for it). The server's CSP allows it by its hash
// (src/server/prerendered-pages.ts, inlineScriptHashes).
const earlyInput = (
  await transform(fs.readFileSync(path.resolve('src/web/early-input.js'), 'utf8'), { minify: true })
).code.trim();
const builtPageTemplate = template
  .replace(
    entryScript[0],
    `<script type="module" crossorigin src="/${starterFile}" data-app-entry="${entryScript[1]}"></script>`,
  )
  .replace(/<meta charset="[^"]*" \/>/, (charset) => `${charset}\n    <script>${earlyInput}</script>`);
if (!builtPageTemplate.includes(earlyInput)) throw new Error(`${webDir}/index.html has no <meta charset>`);

await build({
  configFile: path.resolve('vite.config.ts'),
  logLevel: 'warn',
  // bundled rather than imported from node_modules at run time: only the components and icons the
  // app uses, where the packages' own entries load every one of them (≈ 140 MB more in the server
  // process that renders the signed-in pages, src/server/signed-in-pages.ts)
  ssr: { noExternal: ['@tabler/icons-react', /^@mantine\//] },
  build: {
    ssr: 'prerender.tsx',
    outDir: bundleDir,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
  },
});

const { renderPage, pageDocument, PRERENDERED_PAGES, LANGUAGES } = await import(
  pathToFileURL(path.join(bundleDir, 'prerender.mjs')).href
);
fs.rmSync(outDir, { recursive: true, force: true });
const manifest = {};
for (const language of LANGUAGES) {
  fs.mkdirSync(path.join(outDir, language), { recursive: true });
  for (const page of PRERENDERED_PAGES) {
    const markup = await renderPage(page.path, language);
    if (markup === null) throw new Error(`${page.path} (${language}) still suspends`);
    const html = pageDocument(builtPageTemplate, language, markup, { prerendered: language });
    const file = `${language}/${page.name}.html`;
    fs.writeFileSync(path.join(outDir, file), html);
    (manifest[page.path] ??= {})[language] = file;
  }
}
fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
fs.writeFileSync(path.join(outDir, 'template.html'), builtPageTemplate);
console.log(
  `pre-rendered: ${PRERENDERED_PAGES.map((page) => page.path).join(', ')} in ${LANGUAGES.join(', ')} (${path.relative('.', outDir)})`,
);
// the render leaves i18next and the query client's timers behind: nothing else to wait for
process.exit(0);
