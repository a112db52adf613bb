// api:diff as a function: compare two contracts, judge the changes, print the report.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCEPTED_BREAKS_FILE, loadAcceptedBreaks } from './acceptedBreaks.ts';
import type { Json } from './document.ts';
import { groupChanges, type GroupedChange } from './group.ts';
import { DocumentDiff } from './operationDiff.ts';
import { buildReport, type FailOn, type Format, formatReport, writeReportFiles } from './report.ts';
import { bundle, entryOf, git, materialise, SPEC_DIR, SPEC_ENTRY } from './sources.ts';

/** Every change from `before` to `after` (bundled OpenAPI documents), one entry per change, errors first. */
export function diffSpecs(before: Json, after: Json): GroupedChange[] {
  return groupChanges(new DocumentDiff(before, after).run());
}

export interface ApiDiffRun {
  /** The git work tree whose openapi/ is compared (and whose accepted-breaks file counts). */
  repo: string;
  /** A git revision to compare the working tree's openapi/ with; default HEAD. */
  base?: string;
  /** Two contracts (files, or folders with openapi.yaml) to compare instead: [before, after]. */
  specs?: [string, string];
  failOn?: FailOn;
  format?: Format;
  /** `reports/api-diff` writes reports/api-diff.json and reports/api-diff.md besides what is printed. */
  report?: string;
  print?: (text: string) => void;
}

/** The whole command; resolves with its exit code (0: nothing at or above --fail-on, 1: some, 2: could not compare). */
export async function runApiDiff({
  repo,
  base,
  specs,
  failOn = 'error',
  format = 'text',
  report: reportTarget,
  print = console.log,
}: ApiDiffRun): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'api-diff-'));
  try {
    let labels: { base: string; head: string };
    let entries: [string, string];
    if (specs) {
      entries = [entryOf(specs[0], process.cwd()), entryOf(specs[1], process.cwd())];
      labels = { base: specs[0], head: specs[1] };
    } else {
      const revision = base ?? 'HEAD';
      const commit = git(repo, ['rev-parse', '--verify', `${revision}^{commit}`]);
      materialise(repo, commit, join(work, 'base'));
      entries = [join(work, 'base', SPEC_ENTRY), join(repo, SPEC_ENTRY)];
      labels = { base: `${revision}${revision === commit ? '' : ` (${commit.slice(0, 12)})`}`, head: `${SPEC_DIR}/ (working tree)` };
    }
    const [before, after] = await Promise.all([
      bundle(repo, entries[0], join(work, 'before.json')),
      bundle(repo, entries[1], join(work, 'after.json')),
    ]);
    const acceptedBreaks = loadAcceptedBreaks(join(repo, ACCEPTED_BREAKS_FILE));
    const report = buildReport(diffSpecs(before, after), acceptedBreaks, { ...labels, failOn });
    print(formatReport(report, format));
    if (reportTarget) {
      const files = writeReportFiles(reportTarget, report);
      if (format !== 'json') print(`Report: ${files.json}, ${files.markdown}`);
    }
    return report.exitCode;
  } catch (error) {
    const message = `api:diff could not compare: ${error instanceof Error ? error.message : String(error)}`;
    print(format === 'json' ? JSON.stringify({ error: message }, null, 2) : message);
    return 2;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
