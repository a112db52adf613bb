import type { WalletConversion, WalletConversionCreate, WalletConversionQuote } from '../../../src/api/schema.d.ts';
import { dubaiToday } from '../../../src/domain/accountingLock.ts';
import { formatMoney } from '../../../src/domain/amounts.ts';
import { isConversionRefusal, quoteConversion, type ConversionQuote } from '../../../src/domain/currencyConversion.ts';
import { validationFailed } from '../http/errors.ts';
import { postConversion } from '../policy/walletConversion.ts';
import { walletBalance } from '../policy/wallet.ts';
import { MOCK_RATE_SOURCE, mockRateTable } from '../store/seed/exchangeRates.ts';
import type { Currency } from '../store/types.ts';
import type { Actor } from './actor.ts';

/** Who may convert the wallet's money: whoever may change the corporate e-wallet. */
export const WALLET_CONVERSION_PERMISSION = 'update corporate e-wallet information';

/**
 * The quote of a conversion at today's rate of the sandbox's clock, after the checks of the conversion
 * itself: two different currencies with a rate, an amount the wallet holds (422 with field errors).
 */
export function quoteWalletConversion(actor: Actor, input: WalletConversionCreate): ConversionQuote {
  const table = mockRateTable(dubaiToday(actor.store.now()));
  const quote = quoteConversion(input.from_currency, input.to_currency, input.amount, table);
  if (isConversionRefusal(quote)) {
    if (quote.reason === 'same_currency') throw validationFailed({ to_currency: ['Choose a currency other than the one converted from.'] });
    if (quote.reason === 'no_rate') throw validationFailed({ to_currency: [`There is no exchange rate for ${quote.currency}.`] });
    throw validationFailed({ amount: ['The amount is too small to convert.'] });
  }
  const held = walletBalance(actor.company, input.from_currency as Currency);
  if (quote.fromAmount > held) {
    throw validationFailed({
      amount: [`The amount is more than the wallet holds in ${input.from_currency} (${formatMoney(held, input.from_currency)}).`],
    });
  }
  return quote;
}

/** A quote as the contract states it. */
export const presentQuote = (quote: ConversionQuote): WalletConversionQuote => ({
  from_currency: quote.fromCurrency as Currency,
  from_amount: quote.fromAmount,
  to_currency: quote.toCurrency as Currency,
  to_amount: quote.toAmount,
  rate: quote.rate,
  inverse_rate: quote.inverseRate,
  rate_as_of: quote.asOf,
  rate_source: MOCK_RATE_SOURCE,
});

/** Converts money of the wallet at the quote of now: one balanced ledger transaction, two wallet entries. */
export function convertWalletMoney(actor: Actor, input: WalletConversionCreate): WalletConversion {
  const quote = quoteWalletConversion(actor, input);
  const at = actor.store.now().toISOString();
  const transaction = postConversion(actor.db, actor.company, quote, at);
  return {
    ...presentQuote(quote),
    id: transaction.id,
    created_at: at,
    created_by: `${actor.user.first_name} ${actor.user.last_name}`,
  };
}
