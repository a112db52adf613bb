import type { PaymentMethod, PaymentMethodWrite } from '../../../src/api/schema.d.ts';
import { paymentMethodFields, paymentMethodImportRules, paymentMethodWriteErrors } from '../policy/paymentMethods.ts';
import type { StoredPaymentMethod } from '../store/types.ts';
import { registerCatalogueRoutes } from './catalogueRoutes.ts';
import type { RegisterRoutes } from './registerRoutes.ts';

const presentPaymentMethod = ({ company_id: _companyId, ...method }: StoredPaymentMethod): PaymentMethod => method;

/** The company's payment methods (a catalogue with one default): `… payment methods` permissions. */
export const registerPaymentMethodRoutes: RegisterRoutes = (router) =>
  registerCatalogueRoutes<StoredPaymentMethod, PaymentMethodWrite, PaymentMethod>(router, {
    path: '/api/admin/payment-methods',
    noun: 'payment method',
    permissionNoun: 'payment methods',
    rows: (db) => db.paymentMethods,
    present: presentPaymentMethod,
    searchIn: (row) => [row.name, row.details],
    defaultOrder: [
      { field: 'is_default', descending: true },
      { field: 'name', descending: false },
    ],
    exactFilters: ['status', 'type'],
    writeErrors: (rows, body, existing) => paymentMethodWriteErrors(rows, body, existing),
    importRules: paymentMethodImportRules,
    newRow: (body, base) => ({ ...base, ...paymentMethodFields(body), is_default: false }),
    applyWrite: (row, body) => Object.assign(row, paymentMethodFields(body)),
    wantsDefault: (body) => body.is_default === true,
  });
