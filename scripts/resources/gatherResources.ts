/**
 * Writes the generated indexes through which the registries gather what each resource declares in files of
 * its own (issue 34 item 1): `src/domain/resources/index.ts` (permissions, access rules, Arabic nouns: read
 * by the app and the mock), `src/i18n/{en,ar}/resources/index.ts` (texts and permission words), `src/resources/index.ts` (the
 * resource folders' manifests), `server/mock-api/store/tables/index.ts` (the store's table fragments) and
 * `server/mock-api/store/seed/named/index.ts` (the seeds of tables with a generator of their own). The mock
 * and the Playwright specs run under plain Node, where Vite's `import.meta.glob` does not exist, so every
 * registry reads such an index: one way for all. `npm run resources:gather` rewrites them;
 * tests/unit/resources/resourceDeclarationsIndex.test.ts fails when one is not what this script writes.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import prettier from 'prettier';

type GatheredIndex = {
  dir: string;
  /** Files of the folder that are not gathered (the index itself aside). */
  skip: readonly string[];
  /**
   * `default`: each module's default export; `namespace`: each module's exports; `tables`: the mock store's table
   * fragments; `manifests`: each resource folder's `index.ts` (its `<name>Manifest` exports); `seeds`: the seed
   * functions of the tables with a generator of their own (each file's default export).
   */
  kind: 'default' | 'namespace' | 'tables' | 'manifests' | 'seeds';
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
    dir: path.join(SRC, 'resources'),
    skip: ['shared'],
    kind: 'manifests',
    exportName: 'RESOURCE_MANIFESTS',
    typeName: 'ResourceManifest',
  },
  {
    dir: fileURLToPath(new URL('../../server/mock-api/store/tables/', import.meta.url)),
    skip: [],
    kind: 'tables',
    exportName: 'emptyFragmentTables',
    typeName: 'FragmentTables',
  },
  {
    dir: fileURLToPath(new URL('../../server/mock-api/store/seed/named/', import.meta.url)),
    skip: [],
    kind: 'seeds',
    exportName: 'NAMED_SEEDS',
    typeName: 'SeedStep',
  },
];

export const indexPath = (index: GatheredIndex) => path.join(index.dir, 'index.ts');

/** The gathered files of a folder (for `manifests`, its sub-folders with an `index.ts`), sorted. */
export function gatheredFiles(index: GatheredIndex): string[] {
  const skip = new Set(['index.ts', ...index.skip]);
  const gathered = (file: string) =>
    index.kind === 'manifests' ? existsSync(path.join(index.dir, file, 'index.ts')) : file.endsWith('.ts');
  return readdirSync(index.dir)
    .filter((file) => !skip.has(file) && gathered(file))
    .sort();
}

/** `payment-methods` → `paymentMethods`. */
const camel = (folder: string) => folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The resource folders' manifests (src/resources/<folder>/index.ts, each exporting `<name>Manifest` objects with
 * their `order`): `App.tsx` and the route catalogue read them from here, so a new folder needs no hand edit.
 */
function manifestsIndexSource(folders: readonly string[]): string {
  return [
    '// Written by `npm run resources:gather` (scripts/resources/gatherResources.ts) from the folders here: do not edit.',
    "import { manifestsOf, type ResourceManifest } from '../layout/navigation/manifest';",
    ...folders.map((folder) => `import * as ${camel(folder)} from './${folder}';`),
    '',
    "/** Every resource of the app, once, in its manifest's `order`: `App.tsx` mounts them, the route catalogue reads their entries. */",
    `export const RESOURCE_MANIFESTS: readonly ResourceManifest[] = manifestsOf([${folders.map(camel).join(', ')}]);`,
    '',
  ].join('\n');
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

/**
 * The seed functions of the tables that draw only from their own generator (server/mock-api/store/seed/named/<table>.ts,
 * each `export default function seed…(ctx)` over `ctx.seededFaker('<table>')`): `seedDatabase` runs them after the
 * tables of the shared stream; their order moves no other row.
 */
function seedsIndexSource(names: readonly string[]): string {
  return [
    '// Written by `npm run resources:gather` (scripts/resources/gatherResources.ts) from the files of this folder: do not edit.',
    "import type { SeedStep } from '../seedContext.ts';",
    ...names.map((name) => `import ${name} from './${name}.ts';`),
    '',
    "/** Every table's seed with a generator of its own (`ctx.seededFaker('<table>')`). */",
    `export const NAMED_SEEDS: readonly SeedStep[] = [${names.join(', ')}];`,
    '',
  ].join('\n');
}

/** An index's source for these files. */
export function indexSource(index: GatheredIndex, files: readonly string[]): string {
  if (index.kind === 'manifests') return manifestsIndexSource(files);
  const names = files.map((file) => file.replace(/\.ts$/, ''));
  if (index.kind === 'tables') return tablesIndexSource(names);
  if (index.kind === 'seeds') return seedsIndexSource(names);
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
