import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lazyLibraryChunks } from './scripts/lazy-library-chunks';

export default defineConfig(({ mode, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  resolve: {
    // the web app's zod runs jitless under the page's CSP (see src/web/zod-jitless.ts)
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/web/zod-jitless.ts', import.meta.url)) },
      // React Router's package exports name its development build for every import (its warnings
      // on); the production build is the same code with them off (remix-run/react-router#14753)
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: { manualChunks: lazyLibraryChunks('index') },
          onwarn(warning, warn) {
            // chunks that import each other can run a module before one it needs (a blank page)
            if (warning.code === 'CIRCULAR_CHUNK') throw new Error(warning.message);
            warn(warning);
          },
        },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
