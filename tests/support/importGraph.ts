/**
 * The app's module graph, read with the TypeScript parser: every relative import, re-export and
 * dynamic `import()` between files under src/. Type-only imports are edges too (a layer may not
 * even name a type of the layer above it), but they are marked, since they vanish at run time.
 * Used by tests/unit/importLayers.test.ts; `npx tsx tests/support/importGraph.ts` prints the figures.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
  dynamic: boolean;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SRC_ROOT = join(REPO_ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE_EXTENSIONS.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((extension) => base + extension),
    ...SOURCE_EXTENSIONS.map((e) => join(base, `index${e}`)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

const isTypeOnlyImport = (node: ts.ImportDeclaration) => {
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import runs the module
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
};

const isTypeOnlyExport = (node: ts.ExportDeclaration) =>
  node.isTypeOnly ||
  (!!node.exportClause &&
    ts.isNamedExports(node.exportClause) &&
    node.exportClause.elements.length > 0 &&
    node.exportClause.elements.every((e) => e.isTypeOnly));

/** The specifiers a file imports: [specifier, typeOnly, dynamic]. */
function importsOf(file: string): [string, boolean, boolean][] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: [string, boolean, boolean][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push([node.moduleSpecifier.text, isTypeOnlyImport(node), false]);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push([node.moduleSpecifier.text, isTypeOnlyExport(node), false]);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push([argument.text, false, true]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push([node.argument.literal.text, true, false]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every import between two files under `root` (paths relative to `root`, with '/'). */
export function readImportGraph(root: string = SRC_ROOT): ImportEdge[] {
  const name = (path: string) => relative(root, path).split(sep).join('/');
  return sourceFiles(root).flatMap((file) =>
    importsOf(file).flatMap(([specifier, typeOnly, dynamic]) => {
      if (!specifier.startsWith('.')) return [];
      const target = resolveRelative(file, specifier);
      if (!target || target.endsWith('.d.ts') || !target.startsWith(root)) return [];
      return [{ from: name(file), to: name(target), typeOnly, dynamic }];
    }),
  );
}

/** The import circles (Tarjan's strongly connected components of more than one file, or a file importing itself). */
export function importCircles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let counter = 0;
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfImport = (next.get(node) ?? []).includes(node);
    if (component.length > 1 || selfImport) circles.push(component.sort());
  };
  for (const node of new Set(edges.flatMap((edge) => [edge.from, edge.to]))) if (!index.has(node)) connect(node);
  return circles;
}

/**
 * The layers of src/, lowest first (docs/CONVENTIONS.md "Layers"): a file may import its own layer
 * and any layer of a lower rank, never one above it. Layers of one rank (domain and browser) are
 * siblings: neither imports the other. The app layer is src/app/ and the files at src/'s root.
 */
export const LAYERS: readonly { name: string; rank: number; folder: string }[] = [
  { name: 'domain', rank: 0, folder: 'domain/' },
  { name: 'browser', rank: 0, folder: 'browser/' },
  { name: 'i18n', rank: 1, folder: 'i18n/' },
  { name: 'api', rank: 2, folder: 'api/' },
  { name: 'providers', rank: 3, folder: 'providers/' },
  { name: 'layout', rank: 4, folder: 'layout/' },
  { name: 'resources', rank: 5, folder: 'resources/' },
  { name: 'custom-pages', rank: 6, folder: 'custom-pages/' },
  { name: 'app', rank: 7, folder: 'app/' },
];

export const layerOf = (file: string) => {
  const layer = file.includes('/') ? LAYERS.find((candidate) => file.startsWith(candidate.folder)) : LAYERS.at(-1);
  if (!layer) throw new Error(`${file} belongs to no layer: add its folder to LAYERS`);
  return layer;
};

/** The imports that run up the layers or across two sibling layers. */
export function importsUpTheLayers(edges: readonly ImportEdge[]): ImportEdge[] {
  return edges.filter((edge) => {
    const from = layerOf(edge.from);
    const to = layerOf(edge.to);
    return to.rank > from.rank || (to.rank === from.rank && to.name !== from.name);
  });
}

const runtime = (edges: readonly ImportEdge[]) => edges.filter((edge) => !edge.typeOnly);

/** The figures: files in circles (run-time imports, dynamic included) and imports up the layers (types included). */
export function importAnalysis(edges: readonly ImportEdge[] = readImportGraph()) {
  const circles = importCircles(runtime(edges));
  const upward = importsUpTheLayers(edges);
  return { circles, filesInCircles: circles.reduce((sum, circle) => sum + circle.length, 0), upward };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const edges = readImportGraph();
  const { circles, filesInCircles, upward } = importAnalysis(edges);
  console.log(`${edges.length} imports between ${new Set(edges.flatMap((e) => [e.from, e.to])).size} files of src/`);
  console.log(`circles: ${circles.length}, files in them: ${filesInCircles} (sizes ${circles.map((c) => c.length).join(', ') || '-'})`);
  const byPair = new Map<string, number>();
  for (const edge of upward) {
    const pair = `${layerOf(edge.from).name} → ${layerOf(edge.to).name}`;
    byPair.set(pair, (byPair.get(pair) ?? 0) + 1);
  }
  console.log(`imports up the layers: ${upward.length} (${[...byPair].map(([pair, count]) => `${pair} ${count}`).join(', ') || '-'})`);
  if (process.argv.includes('--list'))
    for (const edge of upward) console.log(`  ${edge.from} → ${edge.to}${edge.typeOnly ? ' (type)' : ''}`);
}
