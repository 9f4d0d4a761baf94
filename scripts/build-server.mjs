// Bundles the server into dist/server/main.js and its document worker thread into
// dist/server/document-worker.js (dependencies stay external), and copies the migrations.
import fs from 'node:fs';
import { build } from 'esbuild';

await build({
  // the document worker thread is started by file from main.js's folder (src/server/ports/ocr/isolated-job.ts)
  entryPoints: {
    main: 'src/server/main.ts',
    'document-worker': 'src/server/ports/ocr/document-worker.ts',
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
console.log('server built: dist/server/main.js');
