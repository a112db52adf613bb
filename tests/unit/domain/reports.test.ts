import { describe, expect, it } from 'vitest';
import { COMPLIANCE_FLAG_STATUSES, COMPLIANCE_RULE_KINDS, COMPLIANCE_SEVERITIES, REPORT_KINDS } from '../../../src/domain/contractLists';
import { ar } from '../../../src/i18n/ar';
import { en } from '../../../src/i18n/en';
import { lookup } from '../../support/messageLookup';
import { REPORT_CATALOGUE, reportDefinition, unknownColumns } from '../../../src/domain/reportCatalogue';
import { AGEING_BUCKETS, ageingBucket, daysPastDue, dueDateFor, vatRecoverability } from '../../../src/domain/reports';

const TODAY = '2026-11-25';

describe('accounts-payable ageing buckets', () => {
  it.each([
    [-10, 'current'],
    [0, 'current'],
    [1, 'days_1_30'],
    [30, 'days_1_30'],
    [31, 'days_31_60'],
    [60, 'days_31_60'],
    [61, 'days_61_90'],
    [90, 'days_61_90'],
    [91, 'over_90'],
    [400, 'over_90'],
  ] as const)('%i days past due is %s', (days, bucket) => {
    const due = dueDateFor(TODAY, days);
    expect(daysPastDue(due, TODAY)).toBe(days);
    expect(ageingBucket(due, TODAY)).toBe(bucket);
  });

  it('counts calendar days across month and year ends', () => {
    expect(daysPastDue('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysPastDue('2025-12-31', '2026-03-31')).toBe(90);
    expect(ageingBucket('2025-12-31', '2026-03-31')).toBe('days_61_90');
    expect(ageingBucket('2025-12-31', '2026-04-01')).toBe('over_90');
  });
});

describe('input VAT recoverability', () => {
  it('is recoverable only with a valid UAE TRN (15 digits starting with 100; spaces and dashes ignored)', () => {
    expect(vatRecoverability('100234567800003')).toBe('recoverable');
    expect(vatRecoverability('100-2345-6780-0003')).toBe('recoverable');
    expect(vatRecoverability('200234567800003')).toBe('invalid_trn');
    expect(vatRecoverability('10023456780000')).toBe('invalid_trn');
    expect(vatRecoverability('1002345678000031')).toBe('invalid_trn');
    expect(vatRecoverability('')).toBe('no_trn');
    expect(vatRecoverability('   ')).toBe('no_trn');
    expect(vatRecoverability(null)).toBe('no_trn');
  });
});

describe('the report catalogue', () => {
  it('has one entry per report kind of the contract, with unique column keys and its required filters among its filters', () => {
    expect(REPORT_CATALOGUE.map((entry) => entry.kind)).toEqual([...REPORT_KINDS]);
    for (const entry of REPORT_CATALOGUE) {
      const keys = entry.columns.map((column) => column.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const filter of entry.required) expect(entry.filters).toContain(filter);
    }
    expect(reportDefinition('card_statement').required).toEqual(['card_id']);
  });

  it('names the columns a report does not have', () => {
    expect(unknownColumns('vat', ['supplier_trn', 'vat_amount'])).toEqual([]);
    expect(unknownColumns('vat', ['supplier_trn', 'merchant'])).toEqual(['merchant']);
  });
});

describe('coded report columns', () => {
  const codes: Record<string, readonly string[]> = {
    'expenses.receipt': ['attached', 'missing'],
    'ap_ageing.bucket': AGEING_BUCKETS,
    'vat.recoverability': ['recoverable', 'no_trn', 'invalid_trn'],
    'sync_errors.record_type': ['expense', 'bill'],
    'compliance_flags.rule': COMPLIANCE_RULE_KINDS,
    'compliance_flags.severity': COMPLIANCE_SEVERITIES,
    'compliance_flags.status': COMPLIANCE_FLAG_STATUSES,
  };

  it('are the ones listed here, and every code of each reads as a text in English and in Arabic', () => {
    const coded = REPORT_CATALOGUE.flatMap((entry) =>
      entry.columns.filter((column) => column.values).map((column) => ({ id: `${entry.kind}.${column.key}`, values: column.values ?? '' })),
    );
    expect(coded.map((column) => column.id).sort()).toEqual(Object.keys(codes).sort());
    for (const { id, values } of coded) {
      for (const code of codes[id]) {
        for (const catalogue of [en, ar]) expect(lookup(catalogue, `${values}.${code}`), `${id}: ${code}`).toEqual(expect.any(String));
      }
    }
  });
});
