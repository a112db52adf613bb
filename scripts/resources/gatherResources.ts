/**
 * Writes the generated indexes through which the registries gather what each resource declares in files of
 * its own (issue 34 item 1): `src/domain/resources/index.ts` (permissions, access rules, Arabic nouns: read
 * by the app and the mock), `src/i18n/{en,ar}/resources/index.ts` (texts and permission words) and
 * `server/mock-api/store/tables/index.ts` (the store's table fragments). The mock
 * and the Playwright specs run under plain Node, where Vite's `import.meta.glob` does not exist, so every
 * registry reads such an index: one way for all. `npm run resources:gather` rewrites them;
 * tests/unit/resources/resourceDeclarationsIndex.test.ts fails when one is not what this script writes.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import prettier from 'prettier';

type GatheredIndex = {
  dir: string;
  /** Files of the folder that are not gathered (the index itself aside). */
  skip: readonly string[];
  /** `default`: each module's default export; `namespace`: each module's exports; `tables`: the mock store's table fragments. */
  kind: 'default' | 'namespace' | 'tables';
  exportName: string;
  typeImport?: string;
  typeName: string;
  /** What follows the list (`.sort(…)`). */
  then?: string;
};

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

export const GATHERED_INDEXES: readonly GatheredIndex[] = [
  {
    dir: path.join(SRC, 'domain/resources'),
    skip: ['resourceDeclaration.ts'],
    kind: 'default',
    exportName: 'RESOURCE_DECLARATIONS',
    typeImport: "import type { ResourceDeclaration } from './resourceDeclaration';",
    typeName: 'ResourceDeclaration',
    then: '.sort((a, b) => a.order - b.order)',
  },
  ...(['en', 'ar'] as const).map((locale): GatheredIndex => ({
    dir: path.join(SRC, `i18n/${locale}/resources`),
    skip: [],
    kind: 'namespace',
    exportName: 'RESOURCE_TEXT_MODULES',
    typeName: 'Readonly<Record<string, unknown>>',
  })),
  {
    dir: fileURLToPath(new URL('../../server/mock-api/store/tables/', import.meta.url)),
    skip: [],
    kind: 'tables',
    exportName: 'emptyFragmentTables',
    typeName: 'FragmentTables',
  },
];

export const indexPath = (index: GatheredIndex) => path.join(index.dir, 'index.ts');

/** The gathered files of a folder, sorted. */
export function gatheredFiles(index: GatheredIndex): string[] {
  const skip = new Set(['index.ts', ...index.skip]);
  return readdirSync(index.dir)
    .filter((file) => file.endsWith('.ts') && !skip.has(file))
    .sort();
}

/**
 * The store's table fragments (server/mock-api/store/tables/<area>.ts, each exporting its row types, its
 * `<Area>Tables` and, as its default export, `emptyTables()`): their types together and every table empty (`MockDatabase` and
 * `emptyDatabase()` in ../types.ts are built from them).
 */
function tablesIndexSource(names: readonly string[]): string {
  return [
    '// Written by `npm run resources:gather` (scripts/resources/gatherResources.ts) from the files of this folder: do not edit.',
    ...names.map((name) => `import ${name} from './${name}.ts';`),
    '',
    ...names.map((name) => `export type * from './${name}.ts';`),
    '',
    "/** Every fragment's tables (`MockDatabase` extends them). */",
    `export type FragmentTables = ${names.map((name) => `ReturnType<typeof ${name}>`).join(' & ')};`,
    '',
    "/** Every fragment's tables, empty. */",
    'export function emptyFragmentTables(): FragmentTables {',
    `  return { ${names.map((name) => `...${name}()`).join(', ')} };`,
    '}',
    '',
  ].join('\n');
}

/** An index's source for these files. */
export function indexSource(index: GatheredIndex, files: readonly string[]): string {
  const names = files.map((file) => file.replace(/\.ts$/, ''));
  if (index.kind === 'tables') return tablesIndexSource(names);
  const importLine = (name: string) =>
    index.kind === 'default' ? `import ${name} from './${name}';` : `import * as ${name} from './${name}';`;
  return [
    '// Written by `npm run resources:gather` (scripts/resources/gatherResources.ts) from the files of this folder: do not edit.',
    ...(index.typeImport ? [index.typeImport] : []),
    ...names.map(importLine),
    '',
    `export const ${index.exportName}: readonly ${index.typeName}[] = [`,
    ...names.map((name) => `  ${name},`),
    `]${index.then ?? ''};`,
    '',
  ].join('\n');
}

/** What the index of a folder should hold: its source for the folder's files, as Prettier lays it out. */
export async function expectedIndex(index: GatheredIndex): Promise<string> {
  const filepath = indexPath(index);
  const options = await prettier.resolveConfig(filepath);
  return prettier.format(indexSource(index, gatheredFiles(index)), { ...options, filepath });
}

export async function writeIndexes(): Promise<string[]> {
  const written: string[] = [];
  for (const index of GATHERED_INDEXES) {
    writeFileSync(indexPath(index), await expectedIndex(index));
    written.push(path.relative(process.cwd(), indexPath(index)));
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const written of await writeIndexes()) console.log(`wrote ${written}`);
}
