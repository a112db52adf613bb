/**
 * What a question asks, read from its words: the embedded engine's intents. The same `Query`
 * is what the optional language model passes to the tools (server/chat/model.ts), so both
 * paths compute their figures with one code.
 */
import { periodInText, type PeriodSpec } from './period.ts';

export type SpendGroup = 'company' | 'category' | 'merchant' | 'person';

export type Query =
  /** Totals (or, with `compare`, the change against the period before), grouped; `top` keeps the largest. */
  | { kind: 'spend'; groupBy: SpendGroup; period: PeriodSpec; compare: boolean; top: boolean; filters: SpendFilters }
  /** What waits for an approval, by priority (src/domain/approvalPriority.ts), and what is overdue. */
  | { kind: 'approvals'; filters: Pick<SpendFilters, 'company'> }
  /** Cards whose own limit is nearly used. */
  | { kind: 'limits'; filters: Pick<SpendFilters, 'company'> }
  /** Expenses far above their company's usual amount. */
  | { kind: 'unusual'; period: PeriodSpec; filters: Pick<SpendFilters, 'company'> }
  | { kind: 'decline'; reason: DeclineReason };

export type DeclineReason = 'outside' | 'forecast' | 'conversion';

/** Names as written in the question; the engine matches them against the user's data. */
export type SpendFilters = { company?: string; category?: string; merchant?: string; person?: string };

const has = (text: string, pattern: RegExp) => pattern.test(text);

const FORECAST = /\b(forecast|predict|projection|next (?:month|year|quarter|week)|will (?:we|they|i) (?:spend|pay))\b/;
const CONVERSION = /\b(convert|conversion|exchange rate|in (?:usd|eur|gbp|dollars|euros))\b/;
const UNUSUAL = /\b(unusual|anomal\w*|outliers?|suspicious|odd|strange|unexpected|irregular)\b/;
const LIMITS = /\blimits?\b/;
const APPROVALS = /\b(urgent|overdue|late|priorit\w*|approv\w*|pending|waiting|awaiting|due)\b/;
const CHANGE =
  /\b(change[sd]?|increase[sd]?|decrease[sd]?|grew|grow\w*|drop\w*|compare[sd]?|comparison|vs\.?|versus|trend\w*|went (?:up|down)|difference)\b/;
const TOP = /\b(top|most|biggest|largest|highest|main)\b/;
const SPEND = /\b(spen[dt]\w*|spending|total\w*|costs?|how much|expenses?|paid|purchases?|outgoings?)\b/;

function groupIn(text: string): SpendGroup | null {
  if (has(text, /\b(merchants?|vendors?|suppliers?|shops?|stores?)\b/)) return 'merchant';
  if (has(text, /\b(categor(?:y|ies))\b/)) return 'category';
  if (has(text, /\b(who|spenders?|people|persons?|employees?|staff|members?|colleagues?)\b/)) return 'person';
  if (has(text, /\b(compan(?:y|ies)|organi[sz]ations?|subsidiar(?:y|ies)|entit(?:y|ies)|portfolio)\b/)) return 'company';
  return null;
}

/** The question's intent; anything the engine cannot compute is declined, never guessed. */
export function parseQuestion(question: string, today: string): Query {
  const text = question.toLowerCase();
  if (has(text, FORECAST)) return { kind: 'decline', reason: 'forecast' };
  if (has(text, CONVERSION)) return { kind: 'decline', reason: 'conversion' };
  const period = periodInText(text, today);
  if (has(text, UNUSUAL)) return { kind: 'unusual', period: period ?? { kind: 'last_days', days: 90 }, filters: {} };
  if (has(text, LIMITS)) return { kind: 'limits', filters: {} };
  if (has(text, APPROVALS)) return { kind: 'approvals', filters: {} };
  const group = groupIn(text);
  const top = has(text, TOP) || has(text, /\bwho\b/);
  if (has(text, SPEND) || has(text, CHANGE) || (top && group !== null)) {
    return {
      kind: 'spend',
      groupBy: group ?? 'company',
      period: period ?? { kind: 'this_month' },
      compare: has(text, CHANGE),
      top,
      filters: {},
    };
  }
  return { kind: 'decline', reason: 'outside' };
}
