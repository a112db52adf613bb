import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../src/domain/amounts.ts';
import { formatDate } from '../../../../src/domain/dates.ts';
import { SUGGESTED_QUESTIONS } from '../../../../src/domain/assistantChat.ts';
import { answerQuestion } from '../../../../server/chat/engine.ts';
import { numbersIn } from '../../../../server/chat/model.ts';
import { monthLabel, resolvePeriod } from '../../../../server/chat/period.ts';
import { parseQuestion } from '../../../../server/chat/query.ts';
import { ar, en } from '../../../../server/chat/texts.ts';
import type { Answer } from '../../../../server/chat/citations.ts';
import { fixedReader, TODAY } from './fixedDataset.ts';

const inEnglish = (question: string) => answerQuestion(question, fixedReader, TODAY);
const inArabic = (question: string) => answerQuestion(question, fixedReader, TODAY, 'ar');
const arMoney = (amount: number, currency = 'AED') => formatMoney(amount, currency, 'ar');
/** English words the Arabic replies must not contain (names of companies, merchants and people aside). */
const ENGLISH_WORDS =
  /\b(spend|spent|expenses?|bills?|waiting|overdue|urgent|nothing|against|median|times|card|limit|Not included|By company)\b/i;

/** What each citation points at (list, company, filters, record) and the figures its text states. */
const sources = (answer: Answer) =>
  answer.citations.map(({ ref, company_id, list, filter, shown, record_id, text }) => ({
    ref,
    company_id,
    list,
    filter,
    shown,
    record_id,
    figures: numbersIn(text),
  }));

/** Every intent, asked in English and in Arabic (names as the user's data writes them). */
const SAME_QUESTIONS: [english: string, arabic: string][] = [
  ['How much did each company spend this month?', 'كم أنفقت كل شركة هذا الشهر؟'],
  ['How much did Lina Saeed spend last month?', 'كم أنفق Lina Saeed الشهر الماضي؟'],
  ['Total spent at Emirates this month by merchant', 'إجمالي الإنفاق لدى Emirates هذا الشهر حسب التاجر'],
  ['How much went on Fuel this month at Desert?', 'كم أنفقنا على Fuel هذا الشهر في Desert؟'],
  ['Spend by category this year', 'الإنفاق حسب الفئة هذه السنة'],
  ['How did spend change by company since last month?', 'كيف تغيّر إنفاق كل شركة منذ الشهر الماضي؟'],
  ['Compare spend by person last month', 'قارن الإنفاق حسب الموظف في الشهر الماضي'],
  ['Who are the top spenders this month?', 'من هم أكثر المنفقين هذا الشهر؟'],
  ['Top merchants in the last 30 days', 'أكثر التجار إنفاقًا خلال آخر ٣٠ يومًا'],
  ['Spend in October', 'الإنفاق في أكتوبر'],
  ['What is urgent or overdue?', 'ما العاجل أو المتأخر؟'],
  ['What is pending approval?', 'ما الذي بانتظار الموافقة؟'],
  ['Which card limits are nearly used?', 'ما حدود البطاقات التي أوشكت على النفاد؟'],
  ['Any unusual spend this month?', 'هل هناك إنفاق غير معتاد هذا الشهر؟'],
];

describe('the answer engine in Arabic', () => {
  it.each(SAME_QUESTIONS)('reads "%s" in Arabic as the same question, with the same figures and links', async (english, arabic) => {
    expect(parseQuestion(arabic, TODAY)).toEqual(parseQuestion(english, TODAY));
    const [englishAnswer, arabicAnswer] = await Promise.all([inEnglish(english), inArabic(arabic)]);
    expect(arabicAnswer.citations.length).toBeGreaterThan(0);
    expect(sources(arabicAnswer)).toEqual(sources(englishAnswer));
    // Written in Arabic: no English sentence words, every [n] in the text.
    expect(arabicAnswer.text).toMatch(/[\u0600-\u06ff]/);
    expect(arabicAnswer.text).not.toMatch(ENGLISH_WORDS);
    for (const citation of arabicAnswer.citations) {
      expect(arabicAnswer.text).toContain(`[${citation.ref}]`);
      expect(citation.text).not.toMatch(ENGLISH_WORDS);
    }
    // A question in either language is answered in the app's language.
    expect(await answerQuestion(arabic, fixedReader, TODAY, 'en')).toEqual(englishAnswer);
  });

  it('writes amounts, days, month names and counts as the Arabic app does, names as they are', async () => {
    const spend = await inArabic('كم أنفقت كل شركة هذا الشهر؟');
    expect(spend.text).toContain('الإنفاق في نوفمبر 2026 (01/11/2026–25/11/2026). حسب الشركة:');
    expect(spend.text).toContain(`• Acme Trading LLC: ${arMoney(1750.5)} (عدد المصروفات: 4) [`);
    expect(spend.text).toContain(`• Acme Trading LLC: ${arMoney(120, 'USD')} (عدد المصروفات: 1) [`);
    expect(spend.text).toContain('غير مشمولة: Falcon Ventures (لا يحق لك قراءة المصروفات فيها).');
    expect(spend.citations.find((citation) => citation.text.startsWith('Desert'))!.text).toBe(
      `Desert Logistics FZE: ${arMoney(3000)} (عدد المصروفات: 6)، نوفمبر 2026`,
    );

    const change = await inArabic('كيف تغيّر إنفاق كل شركة منذ الشهر الماضي؟');
    expect(change.text).toContain('مقابل أكتوبر 2026 (01/10/2026–31/10/2026)، حسب الشركة:');
    expect(change.text).toMatch(
      new RegExp(`Acme Trading LLC: ${arMoney(1750.5)} \\[\\d+\\] مقابل ${arMoney(900)} \\[\\d+\\]: ارتفاع ${arMoney(850.5)} \\(\\+95%\\)`),
    );
    expect(change.text).toContain(`Desert Logistics FZE: ${arMoney(3000)} [1] مقابل لا شيء: ارتفاع ${arMoney(3000)}`);

    const approvals = await inArabic('ما العاجل أو المتأخر؟');
    expect(approvals.text).toContain('عدد العناصر بانتظار الموافقة أو المتأخرة: 4؛');
    expect(approvals.text).toContain(
      '• Acme Trading LLC: عدد المصروفات بانتظار الموافقة: 1 [1]، عدد الفواتير بانتظار الموافقة: 1 [2]، عدد الفواتير المتأخرة: 1 [3]',
    );
    expect(approvals.text).toContain(`فاتورة INV-2 من Etisalat، ${arMoney(300)}، تستحق في 26/11/2026، عالية — Acme Trading LLC`);
    expect(approvals.text).toContain(`فاتورة INV-1 من DEWA، ${arMoney(900)}، تستحق في 20/11/2026 (متأخرة)، عاجلة`);

    const limits = await inArabic('ما حدود البطاقات التي أوشكت على النفاد؟');
    expect(limits.text).toContain(`البطاقة •••• 4242 (Travel)، Acme Trading LLC: ${arMoney(4500)} مستخدمة من ${arMoney(5000)}، 90%`);

    const unusual = await inArabic('هل هناك إنفاق غير معتاد هذا الشهر؟');
    const times = new Intl.NumberFormat('ar', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(24.3);
    expect(unusual.text).toContain(`Rolex Boutique، ${arMoney(2500)} في 11/11/2026 بواسطة Sami Darwish، Desert Logistics FZE [1]`);
    expect(unusual.text).toContain(`${times} ضعف الوسيط البالغ ${arMoney(102.5)} [2]`);
  });

  it('reads the Arabic words of each intent and group', () => {
    const read = (question: string) => parseQuestion(question, TODAY);
    expect(read('كم صرفنا؟')).toMatchObject({ kind: 'spend', groupBy: 'company', compare: false, top: false });
    expect(read('الإنفاق حسب الشخص')).toMatchObject({ kind: 'spend', groupBy: 'person' });
    expect(read('الإنفاق حسب الموظفين')).toMatchObject({ kind: 'spend', groupBy: 'person' });
    expect(read('الإنفاق حسب التاجر')).toMatchObject({ kind: 'spend', groupBy: 'merchant' });
    expect(read('الإنفاق حسب الفئة')).toMatchObject({ kind: 'spend', groupBy: 'category' });
    expect(read('الفئات الأعلى إنفاقًا')).toMatchObject({ kind: 'spend', groupBy: 'category', top: true });
    expect(read('مقارنة الإنفاق بالشهر الماضي')).toMatchObject({ kind: 'spend', compare: true, period: { kind: 'this_month' } });
    expect(read('ما المتأخر؟')).toEqual({ kind: 'approvals', filters: {} });
    expect(read('ما الذي بانتظار الموافقة؟')).toEqual({ kind: 'approvals', filters: {} });
    expect(read('الحدود')).toEqual({ kind: 'limits', filters: {} });
    expect(read('هل اقترب أحد من حد البطاقة؟')).toEqual({ kind: 'limits', filters: {} });
    expect(read('مصروفات غير معتادة الشهر الماضي')).toMatchObject({ kind: 'unusual', period: { kind: 'last_month' } });
    // 'أحد' and 'واحد' hold the letters of 'حد' (limit) without being it.
    expect(read('كم أنفق كل واحد حسب الشخص؟')).toMatchObject({ kind: 'spend', groupBy: 'person' });
  });

  it('reads Arabic periods: month names, the last N days in Arabic-Indic digits, this and last year', () => {
    expect(parseQuestion('الإنفاق في ديسمبر', TODAY)).toMatchObject({ kind: 'spend', period: { kind: 'month', month: '2025-12' } });
    expect(parseQuestion('الإنفاق في مايو 2026', TODAY)).toMatchObject({ period: { kind: 'month', month: '2026-05' } });
    expect(parseQuestion('الإنفاق خلال آخر ٣٠ يومًا', TODAY)).toMatchObject({ period: { kind: 'last_days', days: 30 } });
    expect(parseQuestion('إجمالي الإنفاق في السنة الماضية', TODAY)).toMatchObject({ period: { kind: 'last_year' } });
    expect(parseQuestion('إجمالي هذه السنة حسب الفئة', TODAY)).toMatchObject({ groupBy: 'category', period: { kind: 'this_year' } });
    expect(parseQuestion('كم صرفنا الأسبوع الماضي؟', TODAY)).toMatchObject({ kind: 'spend', period: { kind: 'last_days', days: 7 } });
    expect(monthLabel('2026-11', 'ar')).toBe('نوفمبر 2026');
    expect(resolvePeriod({ kind: 'last_days', days: 30 }, TODAY, 'ar').label).toBe(`آخر ${new Intl.NumberFormat('ar').format(30)} يومًا`);
    expect(resolvePeriod({ kind: 'last_days', days: 30 }, TODAY).label).toBe('the last 30 days');
  });

  it('declines in Arabic what it cannot compute, without a number', async () => {
    const cases: [string, string][] = [
      ['ما حالة الطقس في دبي؟', ar.declines.outside],
      ['اكتب لي قصيدة', ar.declines.outside],
      ['كم سننفق الشهر القادم؟', ar.declines.forecast],
      ['حوّل إنفاقنا إلى الدولار', ar.declines.conversion],
    ];
    for (const [question, text] of cases) {
      const answer = await inArabic(question);
      expect(answer).toEqual({ text, citations: [] });
      expect(answer.text).toMatch(/^لا يمكنني الإجابة عن ذلك/);
      expect(numbersIn(answer.text)).toEqual([]);
    }
    // The same declines in English when the app is in English.
    expect((await inEnglish('كم سننفق الشهر القادم؟')).text).toBe(en.declines.forecast);
  });

  it('offers each suggested question in Arabic, read as its English one', () => {
    for (const { question } of SUGGESTED_QUESTIONS) expect(parseQuestion(question.ar, TODAY)).toEqual(parseQuestion(question.en, TODAY));
  });

  it('has the same texts in both catalogues, and reads numbers in Arabic-Indic digits', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(numbersIn('المجموع ٣٬٠٠٠٫٥٠ AED [1]')).toEqual(['3000.50']);
    // Days as the app's pages show them in each language.
    for (const day of ['2026-11-05', '2025-01-31']) {
      expect(ar.day(day)).toBe(formatDate(day, 'date', 'ar'));
      expect(en.day(day)).toBe(formatDate(day, 'date', 'en'));
    }
  });
});
