import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { routeJavaScript } from '../../../scripts/routeJs.mjs';

function distWith(files: Record<string, number>): string {
  const dist = mkdtempSync(join(tmpdir(), 'route-js-'));
  // Random bytes do not compress: the gzip size follows the length.
  for (const [name, length] of Object.entries(files)) {
    const bytes = Buffer.alloc(length);
    for (let index = 0; index < length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), bytes);
  }
  return dist;
}

const manifest = {
  'index.html': { file: 'entry.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'react.js' },
  '_App.js': { file: 'assets/App-abc.js', isDynamicEntry: true, imports: ['_react.js'] },
  'src/i18n/en.ts': { file: 'en.js', isDynamicEntry: true },
  'src/i18n/ar.ts': { file: 'ar.js', isDynamicEntry: true },
  'src/resources/cards/CardList.tsx': { file: 'cards.js', isDynamicEntry: true, imports: ['_table.js'] },
  'src/resources/bills/BillList.tsx': { file: 'bills.js', isDynamicEntry: true, imports: ['_table.js', '_heavy.js'] },
  '_table.js': { file: 'table.js' },
  '_heavy.js': { file: 'heavy.js' },
  'node_modules/pdfjs-dist/build/pdf.mjs': { file: 'pdf.js', isDynamicEntry: true },
};

describe('routeJavaScript: what a cold load of each route fetches', () => {
  const dist = distWith({
    'entry.js': 1000,
    'react.js': 4000,
    'assets/App-abc.js': 3000,
    'en.js': 500,
    'ar.js': 500,
    'cards.js': 200,
    'bills.js': 200,
    'table.js': 800,
    'heavy.js': 20_000,
    'pdf.js': 9000,
  });
  const rows = routeJavaScript(dist, manifest, new Set(['node_modules/pdfjs-dist/build/pdf.mjs']));

  it('lists every route once, not the app, the languages or a library loaded on demand', () => {
    expect(rows.map((row: { key: string }) => row.key).sort()).toEqual([
      'src/resources/bills/BillList.tsx',
      'src/resources/cards/CardList.tsx',
    ]);
  });

  it('counts the eager bundle, the app, the English texts and the static imports of the route, each file once', () => {
    const cards = rows.find((row: { key: string }) => row.key.endsWith('CardList.tsx'));
    expect(cards.files.sort()).toEqual(['assets/App-abc.js', 'cards.js', 'en.js', 'entry.js', 'react.js', 'table.js']);
  });

  it('puts the route that pulls a heavy library first, heavier by about its size', () => {
    const [heaviest, lightest] = rows;
    expect(heaviest.key).toBe('src/resources/bills/BillList.tsx');
    expect(heaviest.bytes - lightest.bytes).toBeGreaterThan(19_000);
  });
});
