import { describe, expect, it } from 'vitest';
import {
  dubaiMonthOf,
  isLedgerConsistent,
  lastDayOf,
  monthlyStatement,
  recentMonths,
  runningBalances,
  statementCsvColumns,
  statementCsvRows,
  type StatementCsvLabels,
} from '../../../src/domain/walletLedger';

const entry = (id: number, at: string, amount: number, balance_after: number, currency = 'AED') => ({
  id,
  at,
  amount,
  balance_after,
  currency,
  type: amount < 0 ? 'transfer_out' : 'top_up',
  description: `entry ${id}`,
});

/** Oct: 1000 → +500 → −200.25; Nov: −300 → +0.1; a USD entry in between. */
const LEDGER = [
  entry(1, '2026-10-03T08:00:00Z', 500, 1500),
  entry(2, '2026-10-20T08:00:00Z', -200.25, 1299.75),
  entry(3, '2026-10-31T21:00:00Z', -300, 999.75), // 1 Nov in Dubai
  entry(4, '2026-11-15T08:00:00Z', 0.1, 999.85),
  entry(5, '2026-11-16T08:00:00Z', 50, 50, 'USD'),
];

describe('the ledger running balance', () => {
  it('adds each signed amount to the balance before it, in cents', () => {
    expect(runningBalances(1000, [500, -200.25, -300, 0.1])).toEqual([1500, 1299.75, 999.75, 999.85]);
    expect(runningBalances(0.1, [0.2])).toEqual([0.3]);
  });

  it('says whether every balance follows from the one before', () => {
    const aed = LEDGER.filter((row) => row.currency === 'AED');
    expect(isLedgerConsistent(aed)).toBe(true);
    expect(isLedgerConsistent([...aed.slice(0, 2), { ...aed[2], balance_after: 1000 }])).toBe(false);
  });
});

describe('monthly statements', () => {
  it('takes the month in Dubai time: an entry at 21:00 UTC on 31 October is in November', () => {
    expect(dubaiMonthOf('2026-10-31T21:00:00Z')).toBe('2026-11');
    expect(dubaiMonthOf('2026-10-31T19:59:59Z')).toBe('2026-10');
  });

  it('opens before the first entry, closes after the last, and in − out = closing − opening', () => {
    const october = monthlyStatement(LEDGER, '2026-10', 'AED', 0);
    expect(october).toMatchObject({ opening_balance: 1000, closing_balance: 1299.75, total_in: 500, total_out: 200.25 });
    expect(october.entries.map((row) => row.id)).toEqual([1, 2]);
    const november = monthlyStatement([...LEDGER].reverse(), '2026-11', 'AED', 0);
    expect(november).toMatchObject({ opening_balance: 1299.75, closing_balance: 999.85, total_in: 0.1, total_out: 300 });
    expect(november.entries.map((row) => row.id)).toEqual([3, 4]);
    expect(Math.round((november.opening_balance + november.total_in - november.total_out) * 100) / 100).toBe(november.closing_balance);
  });

  it('keeps entries of one instant in the order given (oldest first), so the closing balance is the last running balance', () => {
    const sameInstant = [
      entry(1, '2026-11-10T08:00:00Z', -100, 900),
      entry(2, '2026-11-10T08:00:00Z', -50, 850),
      entry(3, '2026-11-10T08:00:00Z', 25, 875),
    ];
    const statement = monthlyStatement(sameInstant, '2026-11', 'AED', 0);
    expect(statement).toMatchObject({ opening_balance: 1000, closing_balance: 875, total_in: 25, total_out: 150 });
    expect(statement.entries.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('keeps one currency, and a month without entries opens and closes where the wallet stood', () => {
    expect(monthlyStatement(LEDGER, '2026-11', 'USD', 0)).toMatchObject({ opening_balance: 0, closing_balance: 50, total_in: 50 });
    expect(monthlyStatement(LEDGER, '2026-12', 'AED', 42)).toMatchObject({ opening_balance: 999.85, closing_balance: 999.85, entries: [] });
    expect(monthlyStatement(LEDGER, '2026-09', 'AED', 42)).toMatchObject({ opening_balance: 1000, closing_balance: 1000 });
    expect(monthlyStatement([], '2026-09', 'AED', 42)).toMatchObject({ opening_balance: 42, closing_balance: 42 });
  });

  it('writes CSV rows: the opening balance, every entry with its balance, the closing balance', () => {
    const labels: StatementCsvLabels = {
      columns: { date: 'Date', type: 'Type', description: 'Description', amount: 'Amount', balance: 'Balance', currency: 'Currency' },
      opening: 'Opening balance',
      closing: 'Closing balance',
      typeLabel: (type) => type.toUpperCase(),
      dateOf: (iso) => iso.slice(0, 10),
    };
    const rows = statementCsvRows(monthlyStatement(LEDGER, '2026-10', 'AED', 0), labels);
    expect(statementCsvColumns(labels)).toEqual(['Date', 'Type', 'Description', 'Amount', 'Balance', 'Currency']);
    expect(rows).toEqual([
      { Date: '2026-10-01', Type: 'Opening balance', Description: '', Amount: '', Balance: '1000.00', Currency: 'AED' },
      { Date: '2026-10-03', Type: 'TOP_UP', Description: 'entry 1', Amount: '500.00', Balance: '1500.00', Currency: 'AED' },
      { Date: '2026-10-20', Type: 'TRANSFER_OUT', Description: 'entry 2', Amount: '-200.25', Balance: '1299.75', Currency: 'AED' },
      { Date: '2026-10-31', Type: 'Closing balance', Description: '', Amount: '', Balance: '1299.75', Currency: 'AED' },
    ]);
  });

  it('offers the last months newest first and knows the last day of a month', () => {
    expect(recentMonths(new Date('2026-01-31T21:00:00Z'), 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
  });
});
