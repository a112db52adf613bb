import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/domain/amounts';
import { COMPLIANCE_EXPLANATIONS_EN, explanationText, explanationParams, explanationSentence } from '../../../src/domain/complianceExplain';
import type { ComplianceExplanation } from '../../../src/domain/complianceRules';
import { complianceMessagesAr } from '../../../src/i18n/ar/compliance';

const AR = complianceMessagesAr.compliance.explain;
const NBSP = '\u00a0';

const duplicate: ComplianceExplanation = {
  key: 'spendboard.compliance.explain.duplicate',
  params: {
    merchant: 'Dubai Print House',
    amount: 1250,
    currency: 'AED',
    date: '2026-11-03',
    last_date: '2026-11-05',
    count: 2,
    days: 3,
    others: 1,
  },
};
const split: ComplianceExplanation = {
  key: 'spendboard.compliance.explain.split_purchase',
  params: { merchant: 'Sharaf DG', amount: 2500, currency: 'AED', date: '2026-11-23', count: 3, total: 6500, limit: 5000 },
};
const monthly: ComplianceExplanation = {
  key: 'spendboard.compliance.explain.max_per_person_month',
  params: {
    merchant: 'Office Hub',
    amount: 600,
    currency: 'AED',
    date: '2026-11-01',
    count: 4,
    total: 51234.5,
    limit: 50000,
    month: '2026-11',
    person: 'Omar Haddad',
  },
};
const afterHours: ComplianceExplanation = {
  key: 'spendboard.compliance.explain.after_hours',
  params: {
    merchant: 'Night Cafe',
    amount: 1500,
    currency: 'USD',
    date: '2026-11-03',
    count: 1,
    start_hour: 7,
    end_hour: 22,
    time: '2026-11-03T19:30:00Z',
  },
};

/** Grouped digits with two decimals, in Latin or Arabic-Indic digits (what the runtime's Arabic uses). */
const GROUPED_AR = (latin: string) => {
  const arabic = latin
    .replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)])
    .replace(/,/g, '٬')
    .replace(/\./g, '٫');
  return new RegExp(`(${latin.replace(/[.]/g, '\\.')}|${arabic})`);
};

describe('explanation sentences show the evidence formatted for the reader', () => {
  it('English: amounts as money with their currency and grouped digits, days as DD/MM/YYYY', () => {
    expect(explanationText(duplicate)).toBe(
      `Dubai Print House charged AED${NBSP}1,250.00 2 times between 03/11/2026 and 05/11/2026, within 3 days: possible duplicates.`,
    );
    expect(explanationText(split)).toBe(
      `3 purchases at Sharaf DG on 23/11/2026 add up to AED${NBSP}6,500.00, above the AED${NBSP}5,000.00 limit: a possible split purchase.`,
    );
    // A month by name; the total with its decimals.
    expect(explanationText(monthly)).toBe(
      `Omar Haddad spent AED${NBSP}51,234.50 in November 2026 over 4 expenses, above the AED${NBSP}50,000.00 monthly limit.`,
    );
  });

  it('the record’s amount keeps its own currency; the rule’s limit is in the company’s (AED); hours read as times', () => {
    expect(explanationText(afterHours)).toBe(
      `Night Cafe charged USD${NBSP}1,500.00 on 03/11/2026 outside working hours (07:00–22:00, Dubai time).`,
    );
    const receipt: ComplianceExplanation = {
      key: 'spendboard.compliance.explain.receipt_required',
      params: { merchant: 'Office Hub', amount: 300, currency: 'USD', date: '2026-11-03', count: 1, limit: 250 },
    };
    expect(explanationText(receipt)).toBe(
      `Office Hub charged USD${NBSP}300.00 on 03/11/2026 without a receipt; receipts are required above AED${NBSP}250.00.`,
    );
  });

  it('Arabic: the Arabic sentence, money through the app’s formatter (Arabic order) and the same day format', () => {
    const sentence = explanationSentence(duplicate, AR, 'ar');
    expect(sentence).toBe(
      `سجّل Dubai Print House مبلغ ${formatMoney(1250, 'AED', 'ar')} ${new Intl.NumberFormat('ar').format(2)} مرات بين 03/11/2026 و05/11/2026 خلال ${new Intl.NumberFormat('ar').format(3)} أيام: مصروفات مكررة محتملة.`,
    );
    // The amount reads as money: grouped with two decimals, the code after it; never the raw 1250.
    expect(formatMoney(1250, 'AED', 'ar')).toMatch(GROUPED_AR('1,250.00'));
    expect(formatMoney(1250, 'AED', 'ar')).toMatch(/AED$/);
    expect(sentence).not.toMatch(/1250|2026-11-03/);

    const total = explanationSentence(split, AR, 'ar');
    expect(total).toContain(`يبلغ مجموعها ${formatMoney(6500, 'AED', 'ar')}`);
    expect(total).toContain(`أعلى من الحد ${formatMoney(5000, 'AED', 'ar')}`);
    expect(total).toContain('في 23/11/2026');
    expect(total).toMatch(GROUPED_AR('6,500.00'));
    // The month by its Arabic name.
    expect(explanationSentence(monthly, AR, 'ar')).toContain(
      new Intl.DateTimeFormat('ar', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-11-01T00:00:00Z')),
    );
    expect(explanationSentence(monthly, AR, 'ar')).toContain('نوفمبر');
  });

  it('Arabic pages isolate each value, so an amount next to a count never runs together with it', () => {
    const sentence = explanationSentence(duplicate, AR, 'ar', { isolate: true });
    const money = formatMoney(1250, 'AED', 'ar');
    const count = new Intl.NumberFormat('ar').format(2);
    expect(sentence).toContain(`سجّل \u2068Dubai Print House\u2069 مبلغ \u2068${money}\u2069 \u2068${count}\u2069 مرات`);
    expect(sentence).toContain('بين \u206803/11/2026\u2069 و\u206805/11/2026\u2069');
    // Without the option (the API's English text) nothing is added.
    expect(explanationText(duplicate)).not.toMatch(/[\u2068\u2069]/);
  });

  it('every rule kind has an English and an Arabic sentence with the same parameters', () => {
    const names = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();
    expect(Object.keys(AR).sort()).toEqual(Object.keys(COMPLIANCE_EXPLANATIONS_EN).sort());
    for (const [kind, text] of Object.entries(COMPLIANCE_EXPLANATIONS_EN)) {
      expect(names(AR[kind as keyof typeof AR]), kind).toEqual(names(text));
      // No currency code written next to an amount: the money format carries it.
      expect(text, kind).not.toContain('%{currency}');
    }
  });

  it('names, invoice numbers and unknown parameters stay as they are; a kind without a text shows its key', () => {
    const params = explanationParams(
      {
        key: 'spendboard.compliance.explain.vat_without_trn_bill',
        params: { merchant: 'Gulf 2026', invoice: '1500', vat: 50, currency: 'AED', trn: '' },
      },
      'en',
    );
    expect(params).toMatchObject({ merchant: 'Gulf 2026', invoice: '1500', vat: `AED${NBSP}50.00`, trn: '' });
    expect(explanationSentence({ key: 'spendboard.compliance.explain.unknown', params: {} }, COMPLIANCE_EXPLANATIONS_EN, 'en')).toBe(
      'spendboard.compliance.explain.unknown',
    );
  });
});
