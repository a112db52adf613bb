// `npm run api:diff`: every change between two versions of the contract, judged from the client's
// side — error (breaks a client), warning (may break one), info (the changelog) — one line per
// change with the operations it touches. By default openapi/ in the working tree against HEAD;
// `-- <rev>` or `--base <rev>` names another revision, `-- <before> <after>` compares two files or
// folders. The rules are in scripts/api-diff/rules.ts; a break made on purpose is accepted in
// openapi/accepted-breaks.yaml with its change id and a reason.
import { pathToFileURL } from 'node:url';
import { parseApiDiffArgs, USAGE } from './api-diff/cliArgs.ts';
import { runApiDiff } from './api-diff/index.ts';
import { git } from './api-diff/sources.ts';

export { diffSpecs, runApiDiff, type ApiDiffRun } from './api-diff/index.ts';
export { parseApiDiffArgs } from './api-diff/cliArgs.ts';
export { loadAcceptedBreaks, ACCEPTED_BREAKS_FILE } from './api-diff/acceptedBreaks.ts';
export { bundle } from './api-diff/sources.ts';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = parseApiDiffArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`${args.error}\n${USAGE}`);
    process.exit(2);
  }
  let repo: string;
  try {
    repo = git(process.cwd(), ['rev-parse', '--show-toplevel']);
  } catch {
    console.error('api:diff runs inside a git work tree.');
    process.exit(2);
  }
  process.exit(await runApiDiff({ repo, ...args }));
}
