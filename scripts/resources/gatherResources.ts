/**
 * Writes the generated indexes through which the registries gather what each resource declares in files of
 * its own (issue 34 item 1): `src/domain/resources/index.ts` (permissions, access rules, Arabic nouns: read
 * by the app and the mock) and `src/i18n/{en,ar}/resources/index.ts` (texts and permission words). The mock
 * and the Playwright specs run under plain Node, where Vite's `import.meta.glob` does not exist, so every
 * registry reads such an index: one way for all. `npm run resources:gather` rewrites them;
 * tests/unit/resources/resourceDeclarationsIndex.test.ts fails when one is not what this script writes.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

type GatheredIndex = {
  dir: string;
  /** Files of the folder that are not gathered (the index itself aside). */
  skip: readonly string[];
  /** `default`: each module's default export; `namespace`: each module's exports. */
  kind: 'default' | 'namespace';
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
];

export const indexPath = (index: GatheredIndex) => path.join(index.dir, 'index.ts');

/** The gathered files of a folder, sorted. */
export function gatheredFiles(index: GatheredIndex): string[] {
  const skip = new Set(['index.ts', ...index.skip]);
  return readdirSync(index.dir)
    .filter((file) => file.endsWith('.ts') && !skip.has(file))
    .sort();
}

/** An index's source for these files. */
export function indexSource(index: GatheredIndex, files: readonly string[]): string {
  const names = files.map((file) => file.replace(/\.ts$/, ''));
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

export function writeIndexes(): string[] {
  return GATHERED_INDEXES.map((index) => {
    writeFileSync(indexPath(index), indexSource(index, gatheredFiles(index)));
    return path.relative(process.cwd(), indexPath(index));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const written of writeIndexes()) console.log(`wrote ${written}`);
}
