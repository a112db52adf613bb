/**
 * What a question asks, read from its words: the embedded engine's intents. The same `Query`
 * is what the optional language model passes to the tools (server/chat/model.ts), so both
 * paths compute their figures with one code.
 */
import { arabicWords, normaliseArabic } from './arabic.ts';
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

// The same intents in Arabic, as `normaliseArabic` writes the question (ا for أ/إ/آ, ي for ى, ه for ة).
const AR_FORECAST = arabicWords('توقع|تنبو|تنبؤ|قادم|مقبل|سننفق|ستنفق|سينفق|سنصرف|سيصرف|سندفع');
const AR_CONVERSION = /تحويل|(?:سعر|اسعار)\s+الصرف|(?:الي|ب)\s*ال(?:دولار|يورو|جنيه|استرليني)/u;
const AR_UNUSUAL = /غير\s+(?:معتاد|عادي|طبيعي|مالوف|متوقع)|(?<!\p{L})[وف]?(?:ال)?(?:شاذ|مريب|مشبوه|استثنائي|غريب)/u;
const AR_LIMITS = arabicWords('حدود|حد(?!\\p{L})|سقف|سقوف');
const AR_APPROVALS = arabicWords('عاجل|متاخر|تاخر|اولوي|موافق|اعتماد|معلق|انتظار|ينتظر|تنتظر|مستحق|استحقاق');
const AR_CHANGE = arabicWords('تغير|تغيير|مقارن|قارن|زياد|زاد|ارتفع|ارتفاع|انخفض|انخفاض|نقص|تراجع|اتجاه|فرق|مقابل');
const AR_TOP = arabicWords('اعلي|اكثر|اكبر|ابرز|اهم(?!\\p{L})');
const AR_SPEND = arabicWords('انفاق|انفق|نفق|صرف|مصروف|مصاريف|تكلف|تكاليف|اجمالي|مجموع|كم(?!\\p{L})|دفع|مدفوع|مشتريات');
/** 'من هم أكثر…' / 'من الأعلى…' (who …most): a person, and the top ones. */
const AR_WHO = /(?<!\p{L})من\s+(?:هم\s+|هو\s+|هي\s+)?(?:ال)?(?:اكثر|اعلي|اكبر)/u;

/** The words of an intent in either language. */
const hasEither = (text: string, english: RegExp, arabic: RegExp) => has(text, english) || has(text, arabic);

function groupIn(text: string): SpendGroup | null {
  if (hasEither(text, /\b(merchants?|vendors?|suppliers?|shops?|stores?)\b/, arabicWords('تاجر|تجار|مورد|متجر|متاجر|محل|بائع')))
    return 'merchant';
  if (hasEither(text, /\b(categor(?:y|ies))\b/, arabicWords('فئه|فئات|تصنيف|بند(?!\\p{L})|بنود'))) return 'category';
  if (
    hasEither(
      text,
      /\b(who|spenders?|people|persons?|employees?|staff|members?|colleagues?)\b/,
      arabicWords('شخص|اشخاص|موظف|عضو|اعضاء|منفق|افراد'),
    ) ||
    has(text, AR_WHO)
  )
    return 'person';
  if (
    hasEither(
      text,
      /\b(compan(?:y|ies)|organi[sz]ations?|subsidiar(?:y|ies)|entit(?:y|ies)|portfolio)\b/,
      arabicWords('شرك|منظم|مؤسس|موسس|كيان|محفظ'),
    )
  )
    return 'company';
  return null;
}

/** The question's intent; anything the engine cannot compute is declined, never guessed. */
export function parseQuestion(question: string, today: string): Query {
  // Lower case, Western digits, one spelling of Arabic letters (Latin text is only lower-cased).
  const text = normaliseArabic(question);
  if (hasEither(text, FORECAST, AR_FORECAST)) return { kind: 'decline', reason: 'forecast' };
  if (hasEither(text, CONVERSION, AR_CONVERSION)) return { kind: 'decline', reason: 'conversion' };
  const period = periodInText(text, today);
  if (hasEither(text, UNUSUAL, AR_UNUSUAL)) return { kind: 'unusual', period: period ?? { kind: 'last_days', days: 90 }, filters: {} };
  if (hasEither(text, LIMITS, AR_LIMITS)) return { kind: 'limits', filters: {} };
  if (hasEither(text, APPROVALS, AR_APPROVALS)) return { kind: 'approvals', filters: {} };
  const group = groupIn(text);
  const top = hasEither(text, TOP, AR_TOP) || has(text, /\bwho\b/) || has(text, AR_WHO);
  const change = hasEither(text, CHANGE, AR_CHANGE);
  if (hasEither(text, SPEND, AR_SPEND) || change || (top && group !== null)) {
    return {
      kind: 'spend',
      groupBy: group ?? 'company',
      period: period ?? { kind: 'this_month' },
      compare: change,
      top,
      filters: {},
    };
  }
  return { kind: 'decline', reason: 'outside' };
}
