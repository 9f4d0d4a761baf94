// Bundles the server into dist/server/main.js and its document parser process into
// dist/server/document-worker.js (dependencies stay external), copies the migrations, and makes the
// migrated PGlite cluster a first start copies instead of running initdb (src/server/db/initdb-template.ts).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

await build({
  // the document parser process is started by file from main.js's folder (src/server/ports/ocr/isolated-job.ts)
  entryPoints: {
    main: 'src/server/main.ts',
    'document-worker': 'src/server/ports/ocr/document-worker.ts',
    'initdb-template': 'src/server/db/initdb-template.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.rmSync('dist/server/migrations', { recursive: true, force: true });
fs.cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
// the shipped "what goes where" list, read at seeding (features/what-goes-where/waste-guide-csv.ts)
fs.copyFileSync('src/server/features/what-goes-where/shipped-items.csv', 'dist/server/shipped-items.csv');

for (const old of fs.readdirSync('dist/server').filter((f) => f.startsWith('pglite-'))) {
  fs.rmSync(`dist/server/${old}`, { recursive: true, force: true });
}
const { initdbTemplatePath, writeInitdbTemplate } = await import('../dist/server/initdb-template.js');
const template = initdbTemplatePath(path.resolve('dist/server'));
await writeInitdbTemplate(template, path.resolve('dist/server/migrations'));
console.log(`server built: dist/server/main.js (and ${path.relative('.', template)})`);
