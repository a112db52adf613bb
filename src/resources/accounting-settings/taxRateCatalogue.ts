import type { TaxRate, TaxRateWrite } from '../../api/schema';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { TaxRateInputs } from './TaxRateInputs';

/** Tax rates as a catalogue: CSV columns `name`, `rate`, `type`. */
export const taxRateCatalogue: CatalogueView<TaxRate> = {
  resource: 'tax-rates',
  csvColumns: ['name', 'rate', 'type'],
  toCsvRow: (rate) => ({ name: rate.name, rate: rate.rate, type: rate.type }),
  importExample: { name: 'UAE VAT 5%', rate: '5', type: 'standard' },
  nameOf: (rate) => rate.name,
  newValues: { name: '', rate: 5, type: 'standard' },
  toWrite: (values): TaxRateWrite => ({
    name: String(values.name ?? '').trim(),
    rate: Number(values.rate),
    type: values.type as TaxRateWrite['type'],
  }),
  Inputs: TaxRateInputs,
};
