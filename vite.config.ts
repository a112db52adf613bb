import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

/**
 * Self-contained libraries that list pages use get a chunk each, so the first route
 * that imports one does not carry it alone (budget: 60 KB gzip a route chunk). Only
 * leaf libraries (no dependencies of their own) are listed: a manual chunk takes its
 * dependencies along, which could drag shared code into the eager bundle.
 */
const LEAF_LIBRARY = /node_modules\/(dayjs|jsonexport|diacritic)\//;
/** Rollup's CommonJS interop helper would otherwise sit in one of those chunks, which the entry then imports. */
const COMMONJS_HELPERS = 'commonjsHelpers';

function chunkOf(id: string): string | undefined {
  if (id.includes(COMMONJS_HELPERS)) return 'commonjs-helpers';
  return LEAF_LIBRARY.exec(id)?.[1];
}

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^object\.entries$/,
        replacement: fileURLToPath(new URL('./src/vendor-shims/objectEntries.cjs', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/oauth': apiTarget,
      '/__mock': apiTarget,
    },
  },
  build: {
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      output: {
        manualChunks: chunkOf,
      },
    },
    chunkSizeWarningLimit: 1200,
  },
});
