import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { companyQueryKey } from '../../../src/providers/data/queryKeys';
import { cardActionAlso, cardLimitAlso } from '../../../src/resources/cards/cardWrites';
import { fundingDecisionAlso } from '../../../src/resources/funds/fundsWrites';
import { accountingSyncFamilies, vendorExportFamilies } from '../../../src/resources/accounting/accountingWrites';
import { administratorLinkFamilies } from '../../../src/resources/departments/departmentWrites';
import { runLineWriteAlso, salaryRunStepAlso } from '../../../src/resources/payroll-runs/payrollWrites';
import { transferWriteAlso } from '../../../src/resources/shared/transfers/useTransfers';
import { billWriteAlso } from '../../../src/resources/bills/billWrites';
import { DISPUTE_WRITE_ALSO } from '../../../src/resources/disputes/disputeWrites';
import { mailboxCountFamilies } from '../../../src/resources/mailbox/mailboxWrites';

/** Queries as the screens hold them: react-admin's `[resource, method, params]` and the app's own families. */
const ON_SCREEN: Record<string, QueryKey> = {
  cardLimit: companyQueryKey('limit', 'card', '7'),
  companyLimit: companyQueryKey('limit', 'company', ''),
  cardTransfers: companyQueryKey('transfers', 'card', '7', 1, 10),
  cardLedger: companyQueryKey('ledger', 'card', '7', 1, 10),
  wallet: companyQueryKey('wallet'),
  cardControls: companyQueryKey('card-controls', 7),
  otherCardControls: companyQueryKey('card-controls', 8),
  cardRecord: ['cards', 'getOne', { id: '7' }],
  departments: ['departments', 'getList', { page: 1 }],
  people: ['people', 'getList', { page: 1 }],
  users: ['users', 'getList', { page: 1 }],
  adminOptions: companyQueryKey('administrator-options'),
  expenses: ['expenses', 'getList', { page: 1 }],
  limitChain: companyQueryKey('limit-chain', 'department', '3'),
  payrollSummary: companyQueryKey('payroll', 'summary'),
  runs: ['payroll-runs', 'getOne', { id: '2' }],
  runLines: ['payroll-run-lines', 'getList', { meta: { pathParams: { id: 2 } } }],
  walletEntries: ['wallet-entries', 'getList', { page: 1 }],
  accountingExpenses: ['accounting-expenses', 'getList', { page: 1 }],
  accountingPayables: ['accounting-payables', 'getList', { page: 1 }],
  accountingOverview: companyQueryKey('accounting-overview'),
  purchaseOrders: ['purchase-orders', 'getList', { page: 1 }],
  billWallet: companyQueryKey('bill-wallet'),
  mailboxCounts: companyQueryKey('mailbox-counts'),
  mailboxStatistics: companyQueryKey('mailbox-statistics'),
};

/** Which of the queries on screen a write marks stale, given its families. */
function staleAfter(families: QueryKey[]): string[] {
  const client = new QueryClient();
  for (const key of Object.values(ON_SCREEN)) client.setQueryData(key, {});
  for (const queryKey of families) void client.invalidateQueries({ queryKey });
  return Object.entries(ON_SCREEN)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('what else a write changes (issue 34 item 5: only these are read again, not the whole screen)', () => {
  it("a card's freeze or termination: its controls and the money its balance moves, not another card's controls", () => {
    expect(staleAfter(cardActionAlso(7))).toEqual(['cardControls', 'cardLedger', 'cardLimit', 'cardTransfers', 'companyLimit', 'wallet']);
  });

  it("a card's limit: the card and every limit", () => {
    expect(staleAfter(cardLimitAlso())).toEqual(['cardLimit', 'cardRecord', 'companyLimit']);
  });

  it("a funding decision: the money moved and the target's own records (a department's, not the cards')", () => {
    const decided = fundingDecisionAlso({ target: { type: 'department', id: 3, name: 'Marketing' } });
    expect(staleAfter(decided)).toEqual([
      'cardLedger',
      'cardLimit',
      'cardTransfers',
      'companyLimit',
      'departments',
      'limitChain',
      'wallet',
      'walletEntries',
    ]);
    expect(staleAfter(fundingDecisionAlso({ target: { type: 'company', id: 1, name: 'Acme' } }))).not.toContain('departments');
  });

  it('payroll: a line moves the run and the summaries; a step also the lines, the wallet and its entries', () => {
    expect(staleAfter(runLineWriteAlso())).toEqual(['payrollSummary', 'runs']);
    expect(staleAfter(salaryRunStepAlso())).toEqual(['cardLedger', 'payrollSummary', 'runLines', 'wallet', 'walletEntries']);
  });

  it('administrator links: departments, users and the administrator choices', () => {
    expect(staleAfter(administratorLinkFamilies())).toEqual(['adminOptions', 'departments', 'users']);
  });

  it("accounting: a sync reads its own list and the counts; a vendor's export both lists", () => {
    expect(staleAfter(accountingSyncFamilies('payables'))).toEqual(['accountingOverview', 'accountingPayables']);
    expect(staleAfter(vendorExportFamilies())).toEqual(['accountingExpenses', 'accountingOverview', 'accountingPayables']);
  });

  it("a move of money from the wallet: the wallet, its entries (the financial account's ledger), the limits and the department", () => {
    const moved = transferWriteAlso({
      from: { type: 'company', id: 1, name: 'Acme' },
      to: { type: 'department', id: 3, name: 'Ops' },
    } as never);
    expect(staleAfter(moved)).toEqual([
      'cardLedger',
      'cardLimit',
      'cardTransfers',
      'companyLimit',
      'departments',
      'wallet',
      'walletEntries',
    ]);
  });

  it("a bill's write: its purchase order and, for a payment, the wallet, its entries and the ledgers", () => {
    expect(staleAfter(billWriteAlso())).toEqual(['billWallet', 'cardLedger', 'purchaseOrders', 'wallet', 'walletEntries']);
  });

  it("a dispute's write: its expense; an e-mail's read or classification: the Inbox counts", () => {
    expect(staleAfter(DISPUTE_WRITE_ALSO)).toEqual(['expenses']);
    expect(staleAfter(mailboxCountFamilies())).toEqual(['mailboxCounts', 'mailboxStatistics']);
  });
});
