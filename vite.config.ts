import { defineConfig } from 'vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

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

/**
 * Writes `dist/.vite/chunk-modules.json` (chunk file → the node_modules packages it holds), so the
 * bundle budgets (scripts/budgets.mjs) see which chunk a library landed in, shared ones included.
 */
function chunkModules(): Plugin {
  return {
    name: 'spendboard-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const names = Object.keys(output.modules)
          .map((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id.replaceAll('\\', '/'))?.[1])
          .filter((name): name is string => Boolean(name));
        packages[file] = [...new Set(names)].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(packages, null, 1) });
    },
  };
}

/** react-admin's AutocompleteInput module, where its package is installed. */
const AUTOCOMPLETE_INPUT = join(dirname(createRequire(import.meta.url).resolve('ra-ui-materialui')), 'input/AutocompleteInput.js');
const AUTOCOMPLETE_ON_DEMAND = fileURLToPath(new URL('./src/vendor-shims/autocompleteOnDemand.tsx', import.meta.url));

/**
 * In the build, react-admin's own imports of its AutocompleteInput (its inputs' index, ReferenceInput's default
 * child, AutocompleteArrayInput) lead to src/vendor-shims/autocompleteOnDemand.tsx, which loads the real module
 * (`ra-ui-materialui/autocomplete-input`) when an autocomplete is first rendered: no list page renders one before
 * its first row.
 */
function autocompleteOnDemand(): Plugin {
  return {
    name: 'spendboard-autocomplete-on-demand',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'ra-ui-materialui/autocomplete-input') return AUTOCOMPLETE_INPUT;
      if (source === './AutocompleteInput.js' && importer && join(dirname(importer), source) === AUTOCOMPLETE_INPUT)
        return AUTOCOMPLETE_ON_DEMAND;
      return undefined;
    },
  };
}

export default defineConfig({
  plugins: [react(), chunkModules(), autocompleteOnDemand()],
  resolve: {
    alias: [
      // ra-core's CSV exporter loads jsonexport on the first export, not with every list (src/vendor-shims/jsonexportOnDemand.ts).
      {
        find: /^jsonexport\/dist\/index\.js$/,
        replacement: fileURLToPath(new URL('./src/vendor-shims/jsonexportOnDemand.ts', import.meta.url)),
      },
      // react-admin inside the app's BrowserRouter never creates a router of its own: react-router's data router
      // stays out of the eager bundle (src/vendor-shims/reactRouterInsideBrowserRouter.ts).
      {
        find: /^react-router-dom$/,
        replacement: fileURLToPath(new URL('./src/vendor-shims/reactRouterInsideBrowserRouter.ts', import.meta.url)),
      },
      // react-admin's two calls of query-string on the platform's URI functions (src/vendor-shims/queryString.ts).
      { find: /^query-string$/, replacement: fileURLToPath(new URL('./src/vendor-shims/queryString.ts', import.meta.url)) },
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
