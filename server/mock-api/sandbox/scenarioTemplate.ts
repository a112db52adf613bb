import { dubaiToday } from '../../../src/domain/accountingLock.ts';

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;
const DAY_MS = 86_400_000;

/** Why a placeholder cannot be filled (the caller names the step and field). */
export class TemplateProblem extends Error {}

/**
 * Fills a step's strings: `{{day:+1}}` (the Dubai day that many days from the mock clock's today),
 * `{{month:-1}}` (`YYYY-MM`), `{{name.data.id}}` (a value an earlier step saved). A string that is
 * one placeholder becomes the value itself (a number stays a number).
 */
export function fillTemplate(value: unknown, saved: Record<string, unknown>, now: Date): unknown {
  if (Array.isArray(value)) return value.map((item) => fillTemplate(item, saved, now));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTemplate(item, saved, now)]));
  }
  if (typeof value !== 'string') return value;
  const whole = /^\{\{\s*([^{}]+?)\s*\}\}$/.exec(value);
  if (whole) return valueOf(whole[1], saved, now);
  return value.replace(PLACEHOLDER, (_match, expression: string) => String(valueOf(expression, saved, now)));
}

function valueOf(expression: string, saved: Record<string, unknown>, now: Date): unknown {
  const relative = /^(day|month):([+-]\d+)$/.exec(expression);
  if (relative) {
    const shift = Number(relative[2]);
    if (relative[1] === 'day') return dubaiToday(new Date(now.getTime() + shift * DAY_MS));
    const [year, month] = dubaiToday(now).split('-').map(Number);
    const first = new Date(Date.UTC(year, month - 1 + shift, 1));
    return first.toISOString().slice(0, 7);
  }
  let found: unknown = saved;
  for (const part of expression.split('.')) {
    if (typeof found !== 'object' || found === null || !Object.hasOwn(found, part)) {
      throw new TemplateProblem(`Nothing saved at "${expression}" (save it with "save_as" in an earlier api step).`);
    }
    found = (found as Record<string, unknown>)[part];
  }
  return found;
}
