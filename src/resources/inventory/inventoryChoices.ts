import { VAT_RATES, type VatRate } from '../../domain/contractLists';

// Keyed by the contract's union: a new VAT rate in the OpenAPI fails the type check here.
const LABELS: Record<VatRate, string> = {
  standard: 'resources.inventory.vat_rate.standard',
  zero_rated: 'resources.inventory.vat_rate.zero_rated',
  exempt: 'resources.inventory.vat_rate.exempt',
};

export const vatRateLabel = (rate: VatRate) => LABELS[rate];

/** Select choices of the VAT rates, in the contract's order. */
export const vatRateChoices = VAT_RATES.map((rate) => ({ id: rate, name: vatRateLabel(rate) }));
