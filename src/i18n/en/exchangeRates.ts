/** Totals in the base currency (AED) and the exchange rates behind them, issue 35 item 1. */
export const exchangeRatesMessagesEn = {
  base_total: {
    by_currency: 'By currency',
    hide_by_currency: 'Hide currencies',
    lines_label: 'By currency, converted to %{base}',
    line: '%{amount} = %{converted}',
    rate: '1 %{currency} = %{rate} %{base}',
    at_record_days: "Converted to %{base} at each record's day rate",
    rates_of: 'Rates of %{date}',
    no_rate: 'No exchange rate for %{currencies}: left out of the total.',
    loading: 'Converting to %{base}…',
    list_total: 'Total: %{amount} for %{smart_count} expense |||| Total: %{amount} for %{smart_count} expenses',
    list_total_bills: 'Total: %{amount} for %{smart_count} bill |||| Total: %{amount} for %{smart_count} bills',
  },
  fx: {
    credited_at: 'credited at 1 %{currency} = %{rate} %{base} (rate of %{date})',
  },
};
