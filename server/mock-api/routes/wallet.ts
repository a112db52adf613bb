import type { Request } from 'express';
import type { WalletEntry, WalletEntryListFilters, WalletSummary } from '../../../src/api/schema.d.ts';
import { dubaiDayOf, monthlyStatement } from '../../../src/domain/walletLedger.ts';
import { requireCardServices } from '../auth/cardServicesGuard.ts';
import { requirePermission, type CompanyScope } from '../auth/guards.ts';
import { mockContext } from '../context.ts';
import { filtersOf, paginate, sortKeysOf, sortRows } from '../http/listing.ts';
import { settleFundingRequests } from '../policy/fundingRequests.ts';
import { roundCents } from '../../../src/domain/cents.ts';
import { lowBalanceAlertAmount, WALLET_READ_PERMISSION, walletBalance, walletBalances } from '../policy/wallet.ts';
import type { Currency, StoredWalletEntry } from '../store/types.ts';
import { walletEntriesOfCompany } from '../store/walletIndex.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

/** The wallet's scope: the read permission, completed card services, and the clock-driven funding brought up to date. */
export function walletScope(req: Request): CompanyScope {
  const scope = requirePermission(req, WALLET_READ_PERMISSION);
  requireCardServices(scope);
  const { store } = mockContext(req);
  settleFundingRequests(scope, store.now(), () => store.nextId(scope.db.transfers));
  return scope;
}

/** The company's ledger, newest first (an index kept by the store). */
const companyEntries = (scope: CompanyScope) => walletEntriesOfCompany(scope.db, scope.company.id);

const presentEntry = ({ company_id: _companyId, ...entry }: StoredWalletEntry): WalletEntry => entry;

/** GET wallet, GET wallet/entries (the ledger), GET wallet/statements/{month}. */
export const registerWalletRoutes: RegisterRoutes = (router) => {
  router.get('/api/admin/wallet', (req, res) => {
    const scope = walletScope(req);
    const { db, company } = scope;
    const currency = company.limit.currency;
    const settings = db.companySettings.find((row) => row.company_id === company.id);
    const pendingOutgoing = db.bills
      .filter((bill) => bill.company_id === company.id && bill.currency === currency)
      .flatMap((bill) => bill.payments)
      .filter((payment) => payment.status === 'scheduled' || payment.status === 'processing')
      .reduce((sum, payment) => sum + payment.amount, 0);
    const temporary = db.fundingRequests.filter(
      (row) =>
        row.company_id === company.id &&
        row.status === 'approved' &&
        row.duration === 'temporary' &&
        row.funds_returned_at === null &&
        row.currency === currency,
    );
    // Funds lent out return to the wallet at the end date; a top-up of the wallet itself goes back out.
    const pendingIncoming = temporary.filter((row) => row.target.type !== 'company' && row.given_as === 'transfer');
    const fundingBack = temporary.filter((row) => row.target.type === 'company');
    const threshold = lowBalanceAlertAmount(db, company) ?? 0;
    const available = walletBalance(company, currency);
    const summary: WalletSummary = {
      currency,
      available,
      balances: walletBalances(company),
      pending_incoming: roundCents(pendingIncoming.reduce((sum, row) => sum + row.given, 0)),
      pending_outgoing: roundCents(pendingOutgoing + fundingBack.reduce((sum, row) => sum + row.given, 0)),
      account: {
        account_name: settings?.corporate_wallet.wallet_name ?? company.name,
        iban: settings?.corporate_wallet.iban ?? '',
        bank_name: settings?.account_information.bank_name ?? '',
        swift_bic: settings?.account_information.swift_bic ?? '',
      },
      low_balance_alert_amount: threshold,
      is_below_alert: threshold > 0 && available < threshold,
    };
    res.json({ data: summary });
  });

  router.get('/api/admin/wallet/entries', (req, res) => {
    const scope = walletScope(req);
    const filters = filtersOf(req) as WalletEntryListFilters;
    const types = filters.in?.type;
    const currency = filters.exact?.currency;
    const min = filters.min?.amount;
    const max = filters.max?.amount;
    const from = filters.date_min?.at;
    const to = filters.date_max?.at;
    const rows = companyEntries(scope).filter((row) => {
      if (types && !types.includes(row.type)) return false;
      if (currency && row.currency !== currency) return false;
      const size = Math.abs(row.amount);
      if (min !== undefined && size < Number(min)) return false;
      if (max !== undefined && size > Number(max)) return false;
      if (from || to) {
        const day = dubaiDayOf(row.at);
        if (from && day < from) return false;
        if (to && day > to) return false;
      }
      return true;
    });
    const keys = sortKeysOf(req, 'at:desc');
    // The index is newest first already: only another order sorts.
    const byTime = keys.length === 1 && keys[0].field === 'at';
    const sorted = byTime
      ? keys[0].descending
        ? rows
        : [...rows].reverse()
      : sortRows(rows, keys, (row, field) => (field === 'amount' ? Math.abs(row.amount) : row[field as keyof StoredWalletEntry]));
    const page = paginate(sorted, req);
    res.json({ data: page.data.map(presentEntry), meta: page.meta });
  });

  router.get('/api/admin/wallet/statements/:month', (req, res) => {
    const scope = walletScope(req);
    const currency = (typeof req.query.currency === 'string' ? req.query.currency : scope.company.limit.currency) as Currency;
    // Oldest first: entries of one instant keep the order of their running balances (the ledger is kept newest first).
    const oldestFirst = [...companyEntries(scope)].reverse();
    const statement = monthlyStatement(oldestFirst, String(req.params.month), currency, walletBalance(scope.company, currency));
    res.json({ data: { ...statement, currency, entries: statement.entries.map(presentEntry) } });
  });
};
