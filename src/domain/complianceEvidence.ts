/**
 * What Smart Comply's rules know of their evidence (issue 16): which expenses they look at, a flag's risk rank and
 * fingerprint, and Dubai's clock (UTC+4, no daylight saving; the UAE weekend is Saturday and Sunday).
 */
import { roundCents } from './cents';
import type { ComplianceSeverity } from './contractLists';

/** Statuses whose expenses no rule looks at: not spent and not on their way to be. */
const IGNORED_STATUSES: ReadonlySet<string> = new Set([
  'declined',
  'reversed',
  'cancelled',
  'refunded',
  'rejected',
  'manual_rejected',
  'recalled',
]);

/** Whether the rules look at an expense of this status. */
export function isCheckedExpense(status: string): boolean {
  return !IGNORED_STATUSES.has(status);
}

const SEVERITY_WEIGHT: Readonly<Record<ComplianceSeverity, number>> = { low: 1, medium: 2, high: 3 };

/** The risk rank of a flag: its severity's weight times the amount at stake. */
export function riskOf(severity: ComplianceSeverity, amount: number): number {
  return roundCents(SEVERITY_WEIGHT[severity] * amount);
}

/** FNV-1a over the text with a seed, as 8 hex digits. */
function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The fingerprint of a flag: a stable hash of its rule and its evidence's records (ids sorted, so
 * the order they were found in does not matter). Parameters are not part of it: raising a limit
 * does not bring back a flag dismissed for the same records.
 */
export function flagFingerprint(ruleId: number, expenseIds: readonly number[], billIds: readonly number[] = []): string {
  const evidence = [...expenseIds.map((id) => `e${id}`), ...billIds.map((id) => `b${id}`)].sort().join(',');
  const text = `${ruleId}|${evidence}`;
  return fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x01000193);
}

const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** The Dubai hour (0–23) and weekday (0 Sunday … 6 Saturday) of a date-time; null when not one. */
export function dubaiClock(dateTime: string): { hour: number; weekday: number } | null {
  const at = Date.parse(dateTime);
  if (Number.isNaN(at)) return null;
  const local = new Date(at + DUBAI_OFFSET_MS);
  return { hour: local.getUTCHours(), weekday: local.getUTCDay() };
}

/** Whether a Dubai day falls on the UAE weekend (Saturday or Sunday). */
export function isUaeWeekend(dateTime: string): boolean {
  const clock = dubaiClock(dateTime);
  return clock !== null && (clock.weekday === 6 || clock.weekday === 0);
}

/** Days between two Dubai days (`YYYY-MM-DD`), b − a. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
