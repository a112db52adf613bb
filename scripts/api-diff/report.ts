// The verdict of one comparison and its three renderings: text for a terminal, markdown for a
// pull-request comment or a changelog, json for a pipeline.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ACCEPTED_BREAKS_FILE, acceptedBy, type AcceptedBreak } from './acceptedBreaks.ts';
import type { GroupedChange } from './group.ts';
import type { Level } from './rules.ts';

export type FailOn = 'error' | 'warning';
export type Format = 'text' | 'markdown' | 'json';

export interface ReportedChange extends GroupedChange {
  /** The reason from openapi/accepted-breaks.yaml, when this break is accepted. */
  accepted?: string;
}

export interface DiffReport {
  /** What was compared: `openapi/ at HEAD (59dc795a1b2c)`, `old.yaml`. */
  base: string;
  head: string;
  failOn: FailOn;
  /** Changes not accepted, by level; `accepted`: breaks accepted with a reason. */
  counts: Record<Level, number> & { accepted: number };
  exitCode: 0 | 1;
  changes: ReportedChange[];
}

export function buildReport(
  changes: GroupedChange[],
  acceptedBreaks: AcceptedBreak[],
  { base, head, failOn }: { base: string; head: string; failOn: FailOn },
): DiffReport {
  const counts = { error: 0, warning: 0, info: 0, accepted: 0 };
  const reported = changes.map((change): ReportedChange => {
    const entry = change.level === 'info' ? undefined : acceptedBy(acceptedBreaks, change);
    if (entry) counts.accepted += 1;
    else counts[change.level] += 1;
    return entry ? { ...change, accepted: entry.reason } : change;
  });
  const failing = counts.error + (failOn === 'warning' ? counts.warning : 0);
  return { base, head, failOn, counts, exitCode: failing > 0 ? 1 : 0, changes: reported };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function summary({ counts }: DiffReport): string {
  const accepted = counts.accepted ? ` (${counts.accepted} accepted in ${ACCEPTED_BREAKS_FILE})` : '';
  return `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${counts.info} info${accepted}`;
}

const what = (change: GroupedChange) => `${change.id}${change.detail ? `: ${change.detail}` : ''}`;

/** The operations a change touches, unless the change is one operation itself (`operation-removed GET /x`). */
const where = (change: GroupedChange) =>
  change.operations.length === 1 && change.operations[0] === change.subject ? [] : change.operations;

function text(report: DiffReport): string {
  const line = (mark: string, label: string, change: ReportedChange) =>
    `${mark} ${label.padEnd(8)} ${what(change)}${where(change).length > 0 ? ` — ${where(change).join(', ')}` : ''}`;
  const open = report.changes.filter((change) => !change.accepted);
  const lines = [`api:diff: ${report.head} against ${report.base}`];
  for (const change of open.filter(({ level }) => level === 'error')) lines.push(line('✗', 'error', change));
  for (const change of open.filter(({ level }) => level === 'warning')) lines.push(line('!', 'warning', change));
  for (const change of report.changes.filter(({ accepted }) => accepted)) {
    lines.push(`${line('✓', 'accepted', change)}\n             reason: ${change.accepted}`);
  }
  const changelog = open.filter(({ level }) => level === 'info');
  if (changelog.length > 0) lines.push('Changelog (not breaking):', ...changelog.map((change) => line(' ', 'info', change)));
  if (report.changes.length === 0) lines.push('No change to the API.');
  const verdict = report.exitCode === 0 ? '✓' : '✗';
  lines.push(`${verdict} ${summary(report)}; --fail-on ${report.failOn} → exit ${report.exitCode}`);
  const failing = open.find(({ level }) => level === 'error' || (level === 'warning' && report.failOn === 'warning'));
  if (failing) {
    lines.push(
      `If a break is intended: version and announce it, then add its id (rule and place: "${failing.id}") with a reason to ${ACCEPTED_BREAKS_FILE}.`,
    );
  }
  return lines.join('\n');
}

function markdown(report: DiffReport): string {
  const item = (change: ReportedChange) =>
    `- \`${change.rule}\` **${change.subject}**${change.detail ? `: ${change.detail}` : ''}` +
    (where(change).length > 0
      ? ` — ${where(change)
          .map((operation) => `\`${operation}\``)
          .join(', ')}`
      : '') +
    (change.accepted ? ` — accepted: ${change.accepted}` : '');
  const open = report.changes.filter((change) => !change.accepted);
  const sections: [string, ReportedChange[]][] = [
    ['Breaking changes (error)', open.filter(({ level }) => level === 'error')],
    ['Warnings', open.filter(({ level }) => level === 'warning')],
    ['Accepted breaks', report.changes.filter(({ accepted }) => accepted)],
    ['Changelog (not breaking)', open.filter(({ level }) => level === 'info')],
  ];
  const lines = [
    `## API changes: ${report.head} against ${report.base}`,
    '',
    `${summary(report)}; \`--fail-on ${report.failOn}\` → exit ${report.exitCode}.`,
  ];
  for (const [title, changes] of sections) {
    if (changes.length > 0) lines.push('', `### ${title}`, '', ...changes.map(item));
  }
  return lines.join('\n');
}

export function formatReport(report: DiffReport, format: Format): string {
  if (format === 'json') return JSON.stringify(report, null, 2);
  return format === 'markdown' ? markdown(report) : text(report);
}

/** `--report <file>`: `<base>.json` and `<base>.md` beside each other (a `.json` or `.md` extension is dropped first). */
export function writeReportFiles(target: string, report: DiffReport): { json: string; markdown: string } {
  const base = target.replace(/\.(json|md)$/i, '');
  const files = { json: `${base}.json`, markdown: `${base}.md` };
  mkdirSync(dirname(files.json), { recursive: true });
  writeFileSync(files.json, `${formatReport(report, 'json')}\n`);
  writeFileSync(files.markdown, `${formatReport(report, 'markdown')}\n`);
  return files;
}
