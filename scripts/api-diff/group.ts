// One line per change: the same change (rule, place, detail) found under several operations is
// one entry listing them all.
import type { Change } from './operationDiff.ts';
import { LEVELS, levelOf, type Level, type Rule } from './rules.ts';

export interface GroupedChange {
  /** `<rule> <subject>`: what openapi/accepted-breaks.yaml names. */
  id: string;
  level: Level;
  rule: Rule;
  subject: string;
  detail?: string;
  operations: string[];
}

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'];

function byPathThenMethod(left: string, right: string): number {
  const [leftMethod, leftPath] = left.split(' ');
  const [rightMethod, rightPath] = right.split(' ');
  return leftPath.localeCompare(rightPath) || METHOD_ORDER.indexOf(leftMethod) - METHOD_ORDER.indexOf(rightMethod);
}

export function groupChanges(changes: Change[]): GroupedChange[] {
  const groups = new Map<string, GroupedChange>();
  for (const { rule, subject, detail, operation } of changes) {
    const key = JSON.stringify([rule, subject, detail ?? '']);
    let group = groups.get(key);
    if (!group) {
      group = { id: `${rule} ${subject}`, level: levelOf(rule), rule, subject, ...(detail ? { detail } : {}), operations: [] };
      groups.set(key, group);
    }
    if (!group.operations.includes(operation)) group.operations.push(operation);
  }
  for (const group of groups.values()) group.operations.sort(byPathThenMethod);
  return [...groups.values()].sort(
    (left, right) =>
      LEVELS.indexOf(left.level) - LEVELS.indexOf(right.level) ||
      left.subject.localeCompare(right.subject) ||
      left.rule.localeCompare(right.rule),
  );
}
