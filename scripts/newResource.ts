/**
 * `npm run new:resource -- <name> [--catalogue] [--singular <one>] --ar '<plural>|<one>|<the one>|<this one>|<another>[|f]'`
 * (issue 34 item 2) writes a new catalogue resource the way docs/ADDING-A-RESOURCE.md says: the contract (paths and
 * schemas), the mock's table fragment, seed, policy and routes, the resource's declaration and folder (list with
 * create and edit dialogs), its texts (en + ar, permission words, route texts), its integration test and its bench
 * call, then rewrites the gathered indexes. Then: `npm run api:gen`. tests/integration/newResource.test.ts runs it
 * in a scratch copy and checks that typecheck, lint, api:check and the new tests pass with no hand edit.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import prettier from 'prettier';
import { GATHERED_INDEXES, gatheredFiles, writeIndexes } from './resources/gatherResources';
import { resourceNames, type ResourceNames } from './resources/resourceNames';
import { appEdits, appFiles } from './resources/templates/app';
import { contractEdits, contractFiles, type Edit } from './resources/templates/contract';
import { mockEdits, mockFiles } from './resources/templates/mock';
import type { NewFile } from './resources/templates/newFile';
import { testFiles } from './resources/templates/tests';
import { textFiles } from './resources/templates/texts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export function plannedFiles(n: ResourceNames, order: number): NewFile[] {
  return [...contractFiles(n), ...mockFiles(n), ...appFiles(n, order), ...textFiles(n), ...testFiles(n)];
}

export function plannedEdits(n: ResourceNames): Edit[] {
  return [...contractEdits(n), ...mockEdits(n), ...appEdits(n)];
}

function applyEdit(source: string, edit: Edit): string {
  const anchor = 'after' in edit ? edit.after : edit.before;
  const at = source.indexOf(anchor);
  if (at < 0 || source.indexOf(anchor, at + 1) >= 0) throw new Error(`${edit.path}: expected once: ${JSON.stringify(anchor)}`);
  const cut = 'after' in edit ? at + anchor.length : at;
  return source.slice(0, cut) + edit.insert + source.slice(cut);
}

/** Writes the resource into the tree at `root`; answers the new files and the edited ones. */
export async function newResource(n: ResourceNames, root = ROOT): Promise<{ written: string[]; edited: string[] }> {
  const order = 100 + gatheredFiles(GATHERED_INDEXES[0]).length;
  const files = plannedFiles(n, order);
  const taken = files.filter((file) => existsSync(path.join(root, file.path)));
  if (taken.length) throw new Error(`Already there: ${taken.map((file) => file.path).join(', ')}`);
  const edits = plannedEdits(n);
  const sources = new Map<string, string>();
  for (const edit of edits) {
    const full = path.join(root, edit.path);
    sources.set(edit.path, applyEdit(sources.get(edit.path) ?? readFileSync(full, 'utf8'), edit));
  }
  for (const file of files) {
    const full = path.join(root, file.path);
    mkdirSync(path.dirname(full), { recursive: true });
    const options = await prettier.resolveConfig(full);
    writeFileSync(full, await prettier.format(file.content, { ...options, filepath: full }));
  }
  for (const [file, source] of sources) writeFileSync(path.join(root, file), source);
  const indexes = await writeIndexes();
  return { written: files.map((file) => file.path), edited: [...sources.keys(), ...indexes] };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { catalogue: { type: 'boolean' }, singular: { type: 'string' }, ar: { type: 'string' } },
  });
  const [name] = positionals;
  const ar = values.ar?.split('|');
  if (!name || !ar || ar.length < 5) {
    console.error(
      "usage: npm run new:resource -- <name> --catalogue [--singular <one>] --ar '<plural>|<one>|<the one>|<this one>|<another>[|f]'",
    );
    process.exit(2);
  }
  if (!values.catalogue) console.warn('Only catalogues are generated so far: writing a catalogue.');
  const [plural, a, the, thisOne, other, feminine] = ar;
  const names = resourceNames(name, values.singular ?? name.replace(/s$/, ''), {
    plural,
    a,
    the,
    this: thisOne,
    other,
    feminine: feminine === 'f',
  });
  const { written, edited } = await newResource(names);
  console.log(`wrote ${written.length} files:\n  ${written.join('\n  ')}\nedited ${edited.length}:\n  ${edited.join('\n  ')}`);
  console.log('next: npm run api:gen');
}
