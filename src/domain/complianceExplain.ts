/**
 * Smart Comply's explanation sentences: one text per rule kind, with the evidence as parameters
 * (`%{name}`, Polyglot's syntax). The engine keeps the evidence raw (amounts as numbers, days as
 * `YYYY-MM-DD`); a sentence is built in one way only, here: `explanationParams` formats the
 * evidence for the reader's language (amounts as money with their currency, days in the app's date
 * format, months by name, counts in the language's digits) and the language's text is filled with
 * them. The app does it in the active language (`useExplanationText`); the API's
 * `explanation_text` (and the compliance-flags report) is the same sentence in the language the
 * request asks for (`Accept-Language`, English by default: `explanationText`).
 */
import { formatMoney } from './amounts';
import type { ApiLanguage } from './apiLanguage';
import type { ComplianceExplanation } from './complianceRules';
import { formatDate } from './dates';

/** The company's currency: rule amounts (limits) are in it. */
export const COMPLIANCE_CURRENCY = 'AED';

export const COMPLIANCE_EXPLANATIONS_EN = {
  receipt_required: '%{merchant} charged %{amount} on %{date} without a receipt; receipts are required above %{limit}.',
  max_per_expense: '%{merchant} charged %{amount} on %{date}, above the %{limit} limit per expense.',
  max_per_person_month: '%{person} spent %{total} in %{month} over %{count} expenses, above the %{limit} monthly limit.',
  weekend_spend: '%{merchant} charged %{amount} on %{date}, a weekend day (Saturday or Sunday).',
  after_hours: '%{merchant} charged %{amount} on %{date} outside working hours (%{start_hour}–%{end_hour}, Dubai time).',
  blocked_merchant_category: '%{merchant} charged %{amount} on %{date} in a blocked merchant category.',
  duplicate: '%{merchant} charged %{amount} %{count} times between %{date} and %{last_date}, within %{days} days: possible duplicates.',
  split_purchase: '%{count} purchases at %{merchant} on %{date} add up to %{total}, above the %{limit} limit: a possible split purchase.',
  round_amount: '%{merchant} charged a round %{amount} on %{date}, above %{limit}.',
  missing_coding: '%{merchant} (%{amount}, %{date}) has no category after %{age} days; coding is due within %{days} days.',
  vat_without_trn: '%{merchant} (%{date}) claims %{vat} VAT without a valid supplier TRN.',
  vat_without_trn_bill: 'Bill %{invoice} from %{merchant} (%{date}) claims %{vat} VAT without a valid supplier TRN.',
} as const;

/** The same sentences in Arabic (the app's Arabic texts and the API's `explanation_text` for `Accept-Language: ar`). */
export const COMPLIANCE_EXPLANATIONS_AR = {
  receipt_required: 'سجّل %{merchant} مبلغ %{amount} في %{date} دون إيصال؛ الإيصال مطلوب لما يزيد على %{limit}.',
  max_per_expense: 'سجّل %{merchant} مبلغ %{amount} في %{date}، وهو أعلى من حد المصروف الواحد %{limit}.',
  max_per_person_month: 'أنفق %{person} مبلغ %{total} في %{month} عبر %{count} مصروفات، وهو أعلى من الحد الشهري %{limit}.',
  weekend_spend: 'سجّل %{merchant} مبلغ %{amount} في %{date}، وهو يوم عطلة نهاية الأسبوع (السبت أو الأحد).',
  after_hours: 'سجّل %{merchant} مبلغ %{amount} في %{date} خارج ساعات العمل (%{start_hour}–%{end_hour} بتوقيت دبي).',
  blocked_merchant_category: 'سجّل %{merchant} مبلغ %{amount} في %{date} ضمن فئة تجار محظورة.',
  duplicate: 'سجّل %{merchant} مبلغ %{amount} %{count} مرات بين %{date} و%{last_date} خلال %{days} أيام: مصروفات مكررة محتملة.',
  split_purchase: '%{count} مشتريات من %{merchant} في %{date} يبلغ مجموعها %{total}، وهو أعلى من الحد %{limit}: شراء مجزأ محتمل.',
  round_amount: 'سجّل %{merchant} مبلغًا مقرّبًا قدره %{amount} في %{date}، وهو أعلى من %{limit}.',
  missing_coding: '%{merchant} (%{amount}، %{date}) بلا فئة بعد %{age} يومًا؛ الترميز مطلوب خلال %{days} يومًا.',
  vat_without_trn: '%{merchant} (%{date}) يطالب بضريبة قيمة مضافة قدرها %{vat} دون رقم تسجيل ضريبي صالح للمورد.',
  vat_without_trn_bill:
    'الفاتورة %{invoice} من %{merchant} (%{date}) تطالب بضريبة قيمة مضافة قدرها %{vat} دون رقم تسجيل ضريبي صالح للمورد.',
} as const satisfies Record<keyof typeof COMPLIANCE_EXPLANATIONS_EN, string>;

/** Amounts of the evidence, in the record's currency (`currency`). */
const RECORD_AMOUNTS = new Set(['amount', 'total', 'vat']);
/** The rule's own amount, in the company's currency. */
const RULE_AMOUNTS = new Set(['limit']);
const DAYS = new Set(['date', 'last_date']);
const MONTHS = new Set(['month']);
const HOURS = new Set(['start_hour', 'end_hour']);
const COUNTS = new Set(['count', 'days', 'age', 'others']);

const asNumber = (value: string | number) => (typeof value === 'number' ? value : Number(value));

/** `2026-11` → 'November 2026' in the language (Arabic: its own month name). */
function monthName(month: string, locale: string): string {
  const start = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return month;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(start);
}

/** A whole hour of the day (7 → '07:00') in the language's digits. */
function hourText(hour: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hour)),
  );
}

/** Unicode bidi isolates: a value between them keeps its own direction inside a sentence of the other one. */
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

export type ExplanationOptions = {
  /** The currency of the rules' amounts (limits). */
  companyCurrency?: string;
  /**
   * Each value in its own bidi isolate: in a right-to-left sentence an amount ('1,250.00 AED')
   * next to a count would otherwise run together with it ('AED 2 1,250.00').
   */
  isolate?: boolean;
};

/**
 * The evidence of an explanation as the reader reads it, for `locale`: record amounts as money in
 * the record's currency ('AED 1,500.00'), the rule's limit as money in the company's currency, days
 * as DD/MM/YYYY, a month by name, hours as times and counts as numbers, each in the language's
 * format and digits. Names, invoice numbers and anything unknown are shown as they are.
 */
export function explanationParams(
  explanation: ComplianceExplanation,
  locale: string,
  { companyCurrency = COMPLIANCE_CURRENCY, isolate = false }: ExplanationOptions = {},
): Record<string, string> {
  const { params } = explanation;
  const recordCurrency = typeof params.currency === 'string' && params.currency !== '' ? params.currency : companyCurrency;
  const numbers = new Intl.NumberFormat(locale);
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const number = asNumber(value);
    const isNumber = value !== '' && Number.isFinite(number);
    if (RECORD_AMOUNTS.has(name) && isNumber) shown[name] = formatMoney(number, recordCurrency, locale);
    else if (RULE_AMOUNTS.has(name) && isNumber) shown[name] = formatMoney(number, companyCurrency, locale);
    else if (DAYS.has(name) && value !== '') shown[name] = formatDate(String(value), 'date', locale);
    else if (MONTHS.has(name)) shown[name] = monthName(String(value), locale);
    else if (HOURS.has(name) && isNumber) shown[name] = hourText(number, locale);
    else if (COUNTS.has(name) && isNumber) shown[name] = numbers.format(number);
    else shown[name] = String(value);
    if (isolate) shown[name] = `${FIRST_STRONG_ISOLATE}${shown[name]}${POP_DIRECTIONAL_ISOLATE}`;
  }
  return shown;
}

/** A text with its `%{name}` parameters filled in (unknown names stay as written). */
export function fillParams(text: string, params: Record<string, string | number>): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The sentence of an explanation from a language's texts (by rule kind) in that language's format; its key when the kind has no text. */
export function explanationSentence(
  explanation: ComplianceExplanation,
  texts: Readonly<Record<string, string>>,
  locale: string,
  options: ExplanationOptions = {},
): string {
  const kind = explanation.key.split('.').pop() ?? '';
  const text = texts[kind];
  return text === undefined ? explanation.key : fillParams(text, explanationParams(explanation, locale, options));
}

const EXPLANATIONS: Record<ApiLanguage, Readonly<Record<string, string>>> = {
  en: COMPLIANCE_EXPLANATIONS_EN,
  ar: COMPLIANCE_EXPLANATIONS_AR,
};

/**
 * The sentence of an explanation as the API writes it (`explanation_text`, the compliance-flags
 * report) in the reader's language: the app's own sentence, values in that language's format
 * (Arabic: each value bidi-isolated, as the app shows it).
 */
export function explanationText(explanation: ComplianceExplanation, language: ApiLanguage = 'en'): string {
  return explanationSentence(explanation, EXPLANATIONS[language], language, { isolate: language === 'ar' });
}
