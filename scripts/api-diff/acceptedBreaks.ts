// openapi/accepted-breaks.yaml: the breaks made on purpose, each with the change id api:diff
// printed (`<rule> <subject>`; one ending in `*` accepts every id that starts with the rest) and why.
import { existsSync, readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import type { GroupedChange } from './group.ts';

export const ACCEPTED_BREAKS_FILE = 'openapi/accepted-breaks.yaml';

export interface AcceptedBreak {
  change: string;
  reason: string;
}

/** The allow-list (`accepted:` — `change`, `reason`); a missing file accepts nothing. Throws on a malformed one. */
export function loadAcceptedBreaks(file: string): AcceptedBreak[] {
  if (!existsSync(file)) return [];
  const parsed = yaml.load(readFileSync(file, 'utf8')) as { accepted?: unknown } | null | undefined;
  const entries = parsed?.accepted ?? [];
  if (!Array.isArray(entries)) throw new Error(`${file}: "accepted" must be a list of { change, reason }.`);
  return entries.map((entry: unknown, index) => {
    const { change, reason } = (entry ?? {}) as { change?: unknown; reason?: unknown };
    if (typeof change !== 'string' || change.trim() === '' || typeof reason !== 'string' || reason.trim() === '') {
      throw new Error(`${file}: entry ${index + 1} needs a "change" (a change id printed by api:diff) and a "reason".`);
    }
    return { change: change.trim(), reason: reason.trim() };
  });
}

export function acceptedBy(entries: AcceptedBreak[], change: GroupedChange): AcceptedBreak | undefined {
  return entries.find((entry) =>
    entry.change.endsWith('*') ? change.id.startsWith(entry.change.slice(0, -1)) : entry.change === change.id,
  );
}
