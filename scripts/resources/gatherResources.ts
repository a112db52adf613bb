/**
 * Writes src/domain/resources/index.ts: one import per resource declaration of that folder (issue 34 item 1).
 * The mock runs under plain Node, where Vite's `import.meta.glob` does not exist, so the registries shared by
 * the app and the mock read this generated list instead. `npm run resources:gather` rewrites it;
 * tests/unit/resources/resourceDeclarationsIndex.test.ts fails when it is not what this script writes.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const DECLARATIONS_DIR = fileURLToPath(new URL('../../src/domain/resources/', import.meta.url));
export const DECLARATIONS_INDEX = path.join(DECLARATIONS_DIR, 'index.ts');
const NOT_DECLARATIONS = new Set(['index.ts', 'resourceDeclaration.ts']);

/** The declaration files of the folder, sorted. */
export function declarationFiles(dir = DECLARATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !NOT_DECLARATIONS.has(file))
    .sort();
}

/** The index's source for these files. */
export function declarationsIndexSource(files: readonly string[]): string {
  const names = files.map((file) => file.replace(/\.ts$/, ''));
  return [
    '// Written by `npm run resources:gather` (scripts/resources/gatherResources.ts) from the files of this folder: do not edit.',
    "import type { ResourceDeclaration } from './resourceDeclaration';",
    ...names.map((name) => `import ${name} from './${name}';`),
    '',
    '/** Every resource declaration, in their `order`. */',
    'export const RESOURCE_DECLARATIONS: readonly ResourceDeclaration[] = [',
    ...names.map((name) => `  ${name},`),
    '].sort((a, b) => a.order - b.order);',
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(DECLARATIONS_INDEX, declarationsIndexSource(declarationFiles()));
  console.log(`wrote ${path.relative(process.cwd(), DECLARATIONS_INDEX)}`);
}
