/**
 * The assistant's reply texts, one catalogue per language (`ChatRequest.locale`). Both catalogues
 * have the type `ChatTexts`, so a text missing in one language is a type error. The engine
 * (engine.ts) and the periods (period.ts) compose every sentence from here; names of companies,
 * merchants and people are passed in as they are. Amounts go through `formatMoney`, the app's own
 * format in that language; days are DD/MM/YYYY in both, as the app's `formatDate` shows them.
 */
import type { components } from '../../src/api/schema.d.ts';
import { formatMoney } from '../../src/domain/amounts.ts';
import { formatDate } from '../../src/domain/dates.ts';
import type { ApprovalPriority } from '../../src/domain/approvalPriority.ts';
import type { DeclineReason, SpendGroup } from './query.ts';

export type ChatLocale = NonNullable<components['schemas']['ChatRequest']['locale']>;
export const CHAT_LOCALES: readonly ChatLocale[] = ['en', 'ar'];
export const DEFAULT_CHAT_LOCALE: ChatLocale = 'en';

/** What a user may not read in a company, named in the "Not included" line. */
export type ReadList = 'expenses' | 'bills' | 'cards';
export type ChangeDirection = 'up' | 'down' | 'unchanged';

export const EN_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The month names of the UAE's Arabic (the app's `ar-AE` month labels). */
export const AR_MONTH_NAMES = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
] as const;

export interface ChatTexts {
  /** The language named to the language model ("Reply in …"). */
  languageName: string;
  /** The error of a request the assistant could not read (4xx). */
  unreadableQuestion: string;
  /** The error when no answer could be produced (500; spec §8's English text). */
  failed: string;
  money(amount: number, currency: string): string;
  /** A Dubai day `YYYY-MM-DD` as the app shows it. */
  day(day: string): string;
  count(value: number): string;
  percent(share: number): string;
  /** How many times the median (one decimal, rounded down). */
  times(value: number): string;
  range(from: string, to: string): string;
  /** Parts of one sentence, one after the other. */
  join(parts: string[]): string;

  // periods
  monthLabel(month: string): string;
  lastDays(days: number): string;
  daysBefore(days: number): string;

  // declines and what cannot be read
  capabilities: string;
  declines: Record<DeclineReason, string>;
  notIncluded(companyNames: string[], what: ReadList): string;
  noCompany(wanted?: string): string;

  // spend
  notCoded: string;
  categoryNumber(id: number): string;
  removedPerson: string;
  byPerson(name: string): string;
  atMerchant(name: string): string;
  inCategory(name: string): string;
  /** "Spend by … at …": the narrowing parts as written by the three above. */
  spendWhat(narrowing: string[]): string;
  noSpend(narrowing: string[], period: string, range: string): string;
  spendHeading(what: string, period: string, range: string, group: SpendGroup, top: boolean): string;
  spendFigure(amount: string, expenses: number): string;
  /** A citation's text: a line's name, its figure and its period. */
  figureOf(name: string, figure: string, period: string): string;
  more(count: number): string;
  compareHeading(what: string, period: string, range: string, before: string, beforeRange: string, group: SpendGroup): string;
  nothing: string;
  changeLine(name: string, now: string, then: string, direction: ChangeDirection, size: string): string;
  changeSize(amount: string, percent?: string): string;
  spendFootnote: string;

  // approvals
  expensesWaiting(count: number): string;
  billsWaiting(count: number): string;
  billsOverdue(count: number): string;
  nothingWaiting: string;
  approvalsSummary(items: number, urgent: number): string;
  mostUrgentFirst: string;
  itemType: Record<'Expense' | 'Bill', string>;
  billTitle(invoiceNumber: string, vendor: string): string;
  due(day: string, overdue: boolean): string;
  priority: Record<ApprovalPriority, string>;
  approvalFigure(type: string, title: string, amount: string, due: string, priority: string): string;
  priorityFootnote: string;

  // card limits
  noLimits(percent: string): string;
  limitsIntro(cards: number, percent: string): string;
  cardName(lastFour: string, name: string): string;
  limitFigure(spent: string, limit: string, percent: string): string;
  limitLine(card: string, company: string, figure: string, ref: string): string;

  // unusual spend
  noUnusual(period: string, range: string, times: number): string;
  unusualIntro(expenses: number, period: string, range: string, times: number): string;
  unusualFigure(merchant: string, amount: string, day: string, person?: string): string;
  medianCitation(company: string, period: string, median: string): string;
  unusualLine(figure: string, company: string, ref: string, times: string, median: string, medianRef: string): string;

  // the language model's tools
  noTool(name: string): string;
}

const percentOf = (share: number) => `${Math.round(share * 100)}%`;
const timesOf = (value: number) => (Math.floor(value * 10) / 10).toFixed(1);
/** DD/MM/YYYY (§9's default format) in both languages, as the app shows a day. */
const displayDay = (day: string) => formatDate(day, 'date');
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const EN_CAPABILITIES =
  'I can answer questions about spend and approvals across your companies: totals and changes by company, category, merchant, person and period; top spenders; what is urgent or overdue; which card limits are nearly used; and unusual spend.';
const EN_GROUP: Record<SpendGroup, string> = { company: 'company', category: 'category', merchant: 'merchant', person: 'person' };

export const en: ChatTexts = {
  languageName: 'English',
  unreadableQuestion: 'The question could not be read.',
  failed: 'Failed to get AI response',
  money: (amount, currency) => formatMoney(amount, currency, 'en'),
  day: displayDay,
  count: (value) => String(value),
  percent: percentOf,
  times: timesOf,
  range: (from, to) => `${displayDay(from)}–${displayDay(to)}`,
  join: (parts) => parts.join(', '),

  monthLabel: (month) => `${EN_MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`,
  lastDays: (days) => `the last ${days} days`,
  daysBefore: (days) => `the ${days} days before`,

  capabilities: EN_CAPABILITIES,
  declines: {
    outside: `I can't answer that. ${EN_CAPABILITIES}`,
    forecast: `I can't answer that: I only report what was spent or is waiting for a decision, never a forecast. ${EN_CAPABILITIES}`,
    conversion: `I can't answer that: totals are kept per currency and never converted. ${EN_CAPABILITIES}`,
  },
  notIncluded: (names, what) => `\nNot included: ${names.join(', ')} (you may not read ${what} there).`,
  noCompany: (wanted) =>
    wanted ? `None of the companies you can see is named "${wanted}".` : 'You have no company whose data I can read.',

  notCoded: 'Not coded to a category',
  categoryNumber: (id) => `Category ${id}`,
  removedPerson: 'A removed person',
  byPerson: (name) => `by ${name}`,
  atMerchant: (name) => `at ${name}`,
  inCategory: (name) => `in the category ${name}`,
  spendWhat: (narrowing) => ['Spend', ...narrowing].join(' '),
  noSpend: (narrowing, period, range) =>
    `I found no spend${narrowing.map((part) => ` ${part}`).join('')} in ${period} (${range}) in the companies you can see.`,
  spendHeading: (what, period, range, group, top) =>
    `${what} in ${period} (${range}). ${top ? `Top by ${EN_GROUP[group]}, per currency` : `By ${EN_GROUP[group]}`}:`,
  spendFigure: (amount, expenses) => `${amount} in ${plural(expenses, 'expense', 'expenses')}`,
  figureOf: (name, figure, period) => `${name}: ${figure}, ${period}`,
  more: (count) => `…and ${count} more.`,
  compareHeading: (what, period, range, before, beforeRange, group) =>
    `${what} in ${period} (${range}) against ${before} (${beforeRange}), by ${EN_GROUP[group]}:`,
  nothing: 'nothing',
  changeLine: (name, now, then, direction, size) => `• ${name}: ${now} against ${then}: ${direction}${size}`,
  changeSize: (amount, percent) => ` ${amount}${percent ? ` (${percent})` : ''}`,
  spendFootnote: 'Amounts are per currency, never converted; spend counts approved and settled expenses.',

  expensesWaiting: (count) => `${plural(count, 'expense', 'expenses')} waiting for approval`,
  billsWaiting: (count) => `${plural(count, 'bill', 'bills')} waiting for approval`,
  billsOverdue: (count) => `${plural(count, 'bill', 'bills')} overdue`,
  nothingWaiting: 'Nothing is waiting for approval or overdue in the companies you can see.',
  approvalsSummary: (items, urgent) =>
    `${plural(items, 'item is', 'items are')} waiting for approval or overdue; ${urgent} of them ${urgent === 1 ? 'is an urgent item' : 'are urgent items'} (priority Urgent, or still submitted).`,
  mostUrgentFirst: 'Most urgent first:',
  itemType: { Expense: 'Expense', Bill: 'Bill' },
  billTitle: (invoiceNumber, vendor) => `${invoiceNumber} from ${vendor}`,
  due: (day, overdue) => `, due ${displayDay(day)}${overdue ? ' (overdue)' : ''}`,
  priority: { urgent: 'Urgent', high: 'High', medium: 'Medium', low: 'Low' },
  approvalFigure: (type, title, amount, due, priority) => `${type} ${title}, ${amount}${due}, ${priority}`,
  priorityFootnote: 'Priority follows the due date and the amount (overdue or from AED 500,000: Urgent).',

  noLimits: (percent) => `No card has used ${percent} or more of its own limit in the companies you can see.`,
  limitsIntro: (cards, percent) =>
    `${plural(cards, 'card has used', 'cards have used')} ${percent} or more of ${cards === 1 ? 'its' : 'their'} own limit:`,
  cardName: (lastFour, name) => `Card •••• ${lastFour} (${name})`,
  limitFigure: (spent, limit, percent) => `${spent} of ${limit} used, ${percent}`,
  limitLine: (card, company, figure, ref) => `• ${card}, ${company}: ${figure} ${ref}`,

  noUnusual: (period, range, times) => `No expense in ${period} (${range}) is ${times} times or more its company's median expense.`,
  unusualIntro: (expenses, period, range, times) =>
    `${plural(expenses, 'expense', 'expenses')} in ${period} (${range}) ${expenses === 1 ? 'is' : 'are'} ${times} times or more ${expenses === 1 ? 'its' : 'their'} company's median expense in the same currency:`,
  unusualFigure: (merchant, amount, day, person) => `${merchant}, ${amount} on ${day}${person ? ` by ${person}` : ''}`,
  medianCitation: (company, period, median) => `${company}: spend in ${period}, median expense ${median}`,
  unusualLine: (figure, company, ref, times, median, medianRef) =>
    `• ${figure}, ${company} ${ref}: ${times} times the median of ${median} ${medianRef}`,

  noTool: (name) => `There is no tool named ${name}.`,
};

const AR_CAPABILITIES =
  'يمكنني الإجابة عن أسئلة الإنفاق والموافقات في شركاتك: المجاميع والتغيّرات حسب الشركة والفئة والتاجر والشخص والفترة؛ وأعلى المنفقين؛ وما هو عاجل أو متأخر؛ وحدود البطاقات التي أوشكت على النفاد؛ والإنفاق غير المعتاد.';
const AR_GROUP: Record<SpendGroup, string> = { company: 'الشركة', category: 'الفئة', merchant: 'التاجر', person: 'الشخص' };
const AR_LISTS: Record<ReadList, string> = { expenses: 'المصروفات', bills: 'الفواتير', cards: 'البطاقات' };
// The locale's digits, as in `formatMoney(…, 'ar')`.
const arNumber = new Intl.NumberFormat('ar');
const arOneDecimal = new Intl.NumberFormat('ar', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const ar: ChatTexts = {
  languageName: 'Arabic',
  unreadableQuestion: 'تعذّرت قراءة السؤال.',
  failed: 'تعذّر الحصول على رد المساعد',
  money: (amount, currency) => formatMoney(amount, currency, 'ar'),
  day: displayDay,
  count: (value) => arNumber.format(value),
  percent: (share) => `${arNumber.format(Math.round(share * 100))}%`,
  times: (value) => arOneDecimal.format(Math.floor(value * 10) / 10),
  range: (from, to) => `${displayDay(from)}–${displayDay(to)}`,
  join: (parts) => parts.join('، '),

  monthLabel: (month) => `${AR_MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`,
  lastDays: (days) => `آخر ${arNumber.format(days)} يومًا`,
  daysBefore: (days) => `الأيام الـ${arNumber.format(days)} السابقة`,

  capabilities: AR_CAPABILITIES,
  declines: {
    outside: `لا يمكنني الإجابة عن ذلك. ${AR_CAPABILITIES}`,
    forecast: `لا يمكنني الإجابة عن ذلك: أذكر فقط ما أُنفق أو ما ينتظر قرارًا، ولا أقدّم توقعات أبدًا. ${AR_CAPABILITIES}`,
    conversion: `لا يمكنني الإجابة عن ذلك: المجاميع محفوظة لكل عملة على حدة ولا تُحوَّل أبدًا. ${AR_CAPABILITIES}`,
  },
  notIncluded: (names, what) => `\nغير مشمولة: ${names.join('، ')} (لا يحق لك قراءة ${AR_LISTS[what]} فيها).`,
  noCompany: (wanted) =>
    wanted ? `لا توجد بين الشركات التي يمكنك رؤيتها شركة باسم "${wanted}".` : 'ليست لديك شركة يمكنني قراءة بياناتها.',

  notCoded: 'غير مصنّفة في فئة',
  categoryNumber: (id) => `الفئة ${id}`,
  removedPerson: 'شخص محذوف',
  byPerson: (name) => `بواسطة ${name}`,
  atMerchant: (name) => `لدى ${name}`,
  inCategory: (name) => `في الفئة ${name}`,
  spendWhat: (narrowing) => ['الإنفاق', ...narrowing].join(' '),
  noSpend: (narrowing, period, range) =>
    `لم أجد إنفاقًا${narrowing.map((part) => ` ${part}`).join('')} في ${period} (${range}) في الشركات التي يمكنك رؤيتها.`,
  spendHeading: (what, period, range, group, top) =>
    `${what} في ${period} (${range}). ${top ? `الأعلى حسب ${AR_GROUP[group]}، لكل عملة` : `حسب ${AR_GROUP[group]}`}:`,
  spendFigure: (amount, expenses) => `${amount} (عدد المصروفات: ${arNumber.format(expenses)})`,
  figureOf: (name, figure, period) => `${name}: ${figure}، ${period}`,
  more: (count) => `…و${arNumber.format(count)} غيرها.`,
  compareHeading: (what, period, range, before, beforeRange, group) =>
    `${what} في ${period} (${range}) مقابل ${before} (${beforeRange})، حسب ${AR_GROUP[group]}:`,
  nothing: 'لا شيء',
  changeLine: (name, now, then, direction, size) =>
    `• ${name}: ${now} مقابل ${then}: ${{ up: 'ارتفاع', down: 'انخفاض', unchanged: 'دون تغيير' }[direction]}${size}`,
  changeSize: (amount, percent) => ` ${amount}${percent ? ` (${percent})` : ''}`,
  spendFootnote: 'المبالغ لكل عملة على حدة ولا تُحوَّل أبدًا؛ يشمل الإنفاق المصروفات المعتمدة والمسوّاة.',

  expensesWaiting: (count) => `عدد المصروفات بانتظار الموافقة: ${arNumber.format(count)}`,
  billsWaiting: (count) => `عدد الفواتير بانتظار الموافقة: ${arNumber.format(count)}`,
  billsOverdue: (count) => `عدد الفواتير المتأخرة: ${arNumber.format(count)}`,
  nothingWaiting: 'لا شيء بانتظار الموافقة ولا شيء متأخر في الشركات التي يمكنك رؤيتها.',
  approvalsSummary: (items, urgent) =>
    `عدد العناصر بانتظار الموافقة أو المتأخرة: ${arNumber.format(items)}؛ العاجلة منها: ${arNumber.format(urgent)} (أولوية عاجلة، أو ما زالت مُرسلة).`,
  mostUrgentFirst: 'الأكثر إلحاحًا أولًا:',
  itemType: { Expense: 'مصروف', Bill: 'فاتورة' },
  billTitle: (invoiceNumber, vendor) => `${invoiceNumber} من ${vendor}`,
  due: (day, overdue) => `، تستحق في ${displayDay(day)}${overdue ? ' (متأخرة)' : ''}`,
  priority: { urgent: 'عاجلة', high: 'عالية', medium: 'متوسطة', low: 'منخفضة' },
  approvalFigure: (type, title, amount, due, priority) => `${type} ${title}، ${amount}${due}، ${priority}`,
  priorityFootnote: `تتبع الأولوية تاريخ الاستحقاق والمبلغ (المتأخر أو ما يبلغ ${formatMoney(500_000, 'AED', 'ar')} فأكثر: عاجلة).`,

  noLimits: (percent) => `لا توجد بطاقة استخدمت ${percent} أو أكثر من حدها الخاص في الشركات التي يمكنك رؤيتها.`,
  limitsIntro: (cards, percent) => `البطاقات التي استخدمت ${percent} أو أكثر من حدها الخاص (العدد: ${arNumber.format(cards)}):`,
  cardName: (lastFour, name) => `البطاقة •••• ${lastFour} (${name})`,
  limitFigure: (spent, limit, percent) => `${spent} مستخدمة من ${limit}، ${percent}`,
  limitLine: (card, company, figure, ref) => `• ${card}، ${company}: ${figure} ${ref}`,

  noUnusual: (period, range, times) =>
    `لا يوجد في ${period} (${range}) مصروف يبلغ ${arNumber.format(times)} أضعاف وسيط مصروفات شركته أو أكثر.`,
  unusualIntro: (expenses, period, range, times) =>
    `المصروفات في ${period} (${range}) التي تبلغ ${arNumber.format(times)} أضعاف وسيط مصروفات شركتها بالعملة نفسها أو أكثر (العدد: ${arNumber.format(expenses)}):`,
  unusualFigure: (merchant, amount, day, person) => `${merchant}، ${amount} في ${day}${person ? ` بواسطة ${person}` : ''}`,
  medianCitation: (company, period, median) => `${company}: الإنفاق في ${period}، وسيط المصروفات ${median}`,
  unusualLine: (figure, company, ref, times, median, medianRef) =>
    `• ${figure}، ${company} ${ref}: ${times} ضعف الوسيط البالغ ${median} ${medianRef}`,

  noTool: (name) => `لا توجد أداة باسم ${name}.`,
};

const CATALOGUES: Record<ChatLocale, ChatTexts> = { en, ar };

/** The catalogue of a locale (English when none is given). */
export const chatTexts = (locale: ChatLocale = DEFAULT_CHAT_LOCALE): ChatTexts => CATALOGUES[locale];
