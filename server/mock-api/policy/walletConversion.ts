import { formatMoney } from '../../../src/domain/amounts.ts';
import { exportDay } from '../../../src/domain/dates.ts';
import type { ConversionQuote } from '../../../src/domain/currencyConversion.ts';
import type { StoredLedgerLeg, StoredLedgerTransaction } from '../store/ledgerTypes.ts';
import type { Currency, MockDatabase, StoredCompany } from '../store/types.ts';
import { journal } from './journal.ts';
import { changeWallet, recordWalletChange, walletBalance } from './wallet.ts';

/** The outside party of a conversion: the bank's foreign-exchange desk. */
export const FOREIGN_EXCHANGE = 'Foreign exchange';

/** The sentence both wallet entries carry: what was changed into what, at which rate of which day. */
export const conversionDescription = (quote: ConversionQuote): string =>
  `Converted ${formatMoney(quote.fromAmount, quote.fromCurrency)} to ${formatMoney(quote.toAmount, quote.toCurrency)} ` +
  `at 1 ${quote.fromCurrency} = ${quote.rate} ${quote.toCurrency} (rate of ${exportDay(quote.asOf)})`;

/**
 * Changes money of the wallet into another of its currencies (the caller checked the balance and
 * quoted): one ledger transaction of kind `conversion` that balances in each currency — the wallet
 * gives `fromAmount` to the foreign-exchange desk, which gives `toAmount` back — and two wallet entries.
 */
export function postConversion(db: MockDatabase, company: StoredCompany, quote: ConversionQuote, at: string): StoredLedgerTransaction {
  const from = quote.fromCurrency as Currency;
  const to = quote.toCurrency as Currency;
  if (walletBalance(company, from) < quote.fromAmount) throw new Error(`The wallet holds less than ${quote.fromAmount} ${from}.`);
  const description = conversionDescription(quote);
  // The conversion is known by its ledger transaction's id (the one `journal` gives it below).
  const reference = { kind: 'conversion', id: (db.ledger.at(-1)?.id ?? 0) + 1 };
  const side = (currency: Currency, signed: number): StoredLedgerLeg[] => {
    changeWallet(company, currency, signed);
    const entry = recordWalletChange(db, company, currency, signed, { type: 'conversion', description, reference, at });
    return [
      {
        account_type: 'company',
        account_id: company.id,
        account_name: company.name,
        currency,
        amount: entry.amount,
        balance_after: entry.balance_after,
      },
      {
        account_type: 'external',
        account_id: FOREIGN_EXCHANGE,
        account_name: FOREIGN_EXCHANGE,
        currency,
        amount: -entry.amount,
        balance_after: null,
      },
    ];
  };
  const legs = [...side(from, -quote.fromAmount), ...side(to, quote.toAmount)];
  return journal(db, company.id, { kind: 'conversion', description, reference, at }, legs);
}
