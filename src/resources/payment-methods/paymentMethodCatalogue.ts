import type { PaymentMethod, PaymentMethodWrite } from '../../api/schema';
import type { CatalogueView } from '../../layout/lists/catalogueView';
import { PaymentMethodInputs } from './PaymentMethodInputs';

/** Payment methods as a catalogue with one default: CSV columns `type`, `name`, `details`, `is_default`. */
export const paymentMethodCatalogue: CatalogueView<PaymentMethod> = {
  resource: 'payment-methods',
  csvColumns: ['type', 'name', 'details', 'is_default'],
  toCsvRow: (method) => ({ type: method.type, name: method.name, details: method.details ?? '', is_default: method.is_default }),
  importExample: {
    type: 'bank_transfer',
    name: 'Emirates NBD current account',
    details: 'IBAN AE07 0331 2345 6789 0123 456',
    is_default: 'no',
  },
  nameOf: (method) => method.name,
  newValues: { type: 'bank_transfer', name: '', details: '', is_default: false },
  toWrite: (values): PaymentMethodWrite => ({
    type: values.type as PaymentMethodWrite['type'],
    name: String(values.name ?? '').trim(),
    details: String(values.details ?? '').trim() || null,
    is_default: values.is_default === true,
  }),
  Inputs: PaymentMethodInputs,
  isDefault: (method) => method.is_default,
};
