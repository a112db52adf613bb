import { useState } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Form, NumberInput, SelectInput, required, useLocaleState, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '../../domain/amounts';
import { CURRENCIES } from '../../domain/contractLists';
import { formatDate } from '../../domain/dates';
import { ReportUnsavedToDrawer } from '../../layout/drawer/DrawerUnsavedGuard';
import { useSuccessNotice } from '../../layout/feedback/useSuccessNotice';
import { ReviewStep } from '../../layout/forms/ReviewStep';
import { useFormSubmit } from '../../layout/forms/useFormSubmit';
import type { WalletConversionCreate, WalletConversionQuote, WalletSummary } from '../../providers/data/methods/wallet';
import { useConvertWalletMoney, useQuoteWalletConversion } from './useWalletConversion';

const T = 'resources.wallet-entries.convert';

type ConversionValues = { from_currency?: string; to_currency?: string; amount?: number };

const positive: Validator = (value) => (typeof value === 'number' && value <= 0 ? 'ra.validation.minValue' : undefined);

/** What the wallet holds in the chosen currency, under the amount. */
const HeldHint = ({ wallet }: { wallet: WalletSummary }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const currency = useWatch<ConversionValues>({ name: 'from_currency' }) as string | undefined;
  const held = wallet.balances.find((row) => row.currency === currency)?.balance ?? 0;
  return currency ? <>{translate(`${T}.held`, { amount: formatMoney(held, currency, locale) })}</> : null;
};

/** The quote with its rate, day and source, and what converting does; Convert sends, Change edits. */
const ConversionReview = ({ quote, onBack, onDone }: { quote: WalletConversionQuote; onBack: () => void; onDone: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notice = useSuccessNotice();
  const submitForm = useFormSubmit();
  const { setError } = useFormContext();
  const convert = useConvertWalletMoney();
  const from = formatMoney(quote.from_amount, quote.from_currency, locale);
  const to = formatMoney(quote.to_amount, quote.to_currency, locale);
  const confirm = async () => {
    const input = { from_currency: quote.from_currency, to_currency: quote.to_currency, amount: quote.from_amount };
    let converted = false;
    const errors = await submitForm(async () => {
      const done = await convert.mutateAsync(input);
      converted = true;
      notice('wallet_converted', {
        from: formatMoney(done.from_amount, done.from_currency, locale),
        to: formatMoney(done.to_amount, done.to_currency, locale),
      });
    });
    if (errors) {
      onBack();
      Object.entries(errors).forEach(([field, message]) => setError(field, { type: 'server', message }));
      return;
    }
    if (converted) onDone();
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning" data-testid="conversion-consequence">
        {translate(`${T}.consequence`, { from, to, fromCurrency: quote.from_currency, toCurrency: quote.to_currency })}
      </Alert>
      <ReviewStep
        title={translate(`${T}.summary`, { from, to })}
        rows={[
          { label: translate(`${T}.from_currency`), value: from },
          { label: translate(`${T}.to_currency`), value: to },
          {
            label: translate(`${T}.rate_label`),
            value: (
              <span data-testid="conversion-rate">
                {translate(`${T}.rate`, {
                  from: quote.from_currency,
                  to: quote.to_currency,
                  rate: quote.rate,
                  inverse: quote.inverse_rate,
                  day: formatDate(quote.rate_as_of),
                  source: quote.rate_source,
                })}
              </span>
            ),
          },
        ]}
        onBack={onBack}
        onConfirm={() => void confirm()}
        pending={convert.isPending}
        confirmLabel={translate(`${T}.confirm`)}
      />
    </Stack>
  );
};

/**
 * Convert money between the wallet's currencies: the currencies and amount, then the API's quote (rate,
 * its day and source, what arrives) and the consequence stated from it; only Convert moves money. A
 * refused amount or currency goes back to the form, each message on its field.
 */
export const ConvertCurrencyForm = ({ wallet, onConverted }: { wallet: WalletSummary; onConverted: () => void }) => {
  const translate = useTranslate();
  const submitForm = useFormSubmit();
  const quoteConversion = useQuoteWalletConversion();
  const [quote, setQuote] = useState<WalletConversionQuote | null>(null);
  const held = wallet.balances.filter((row) => row.balance > 0);
  const choices = (currencies: readonly string[]) => currencies.map((currency) => ({ id: currency, name: currency }));
  const defaults: ConversionValues = {
    from_currency: held[0]?.currency ?? wallet.currency,
    to_currency: CURRENCIES.find((currency) => currency !== (held[0]?.currency ?? wallet.currency)),
  };
  const review = async (values: ConversionValues) =>
    submitForm(async () => setQuote(await quoteConversion.mutateAsync(values as WalletConversionCreate)));

  return (
    <Form defaultValues={defaults} onSubmit={review} disableInvalidFormNotification>
      <ReportUnsavedToDrawer what={translate(`${T}.title`)} />
      <Box hidden={quote !== null}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${T}.help`)}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectInput
            source="from_currency"
            label={`${T}.from_currency`}
            choices={choices(held.map((row) => row.currency))}
            validate={required()}
          />
          <SelectInput source="to_currency" label={`${T}.to_currency`} choices={choices(CURRENCIES)} validate={required()} />
        </Stack>
        <NumberInput
          source="amount"
          label={`${T}.amount`}
          step={0.01}
          validate={[required(), positive]}
          helperText={<HeldHint wallet={wallet} />}
        />
        <Button type="submit" variant="contained" disabled={quoteConversion.isPending} aria-busy={quoteConversion.isPending}>
          {translate(`${T}.review`)}
        </Button>
      </Box>
      {quote && <ConversionReview quote={quote} onBack={() => setQuote(null)} onDone={onConverted} />}
    </Form>
  );
};
