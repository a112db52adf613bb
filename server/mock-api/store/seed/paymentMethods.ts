import type { PaymentMethodType, StoredPaymentMethod } from '../types.ts';
import { randomDateTime, type SeedContext } from './seedContext.ts';

type SeedMethod = { type: PaymentMethodType; name: string; details: string | null };

/** One of each type; the bank transfer is every company's default. */
const METHODS: readonly SeedMethod[] = [
  { type: 'bank_transfer', name: 'Emirates NBD current account', details: 'AE07 0331 2345 6789 0123 456' },
  { type: 'card', name: 'Corporate card', details: 'Spendboard cards, charged to the company funds' },
  { type: 'cash', name: 'Petty cash', details: 'Head office cash box' },
  { type: 'cheque', name: 'Post-dated cheque', details: 'Mashreq cheque book' },
];

/** Four methods per company, two for the companies beyond the fixed ones; Nile Foods Trading has none. */
const METHODS_PER_FIXED_COMPANY = [4, 3, 4, 2, 2, 3, 0];

/** The payment methods of every company. Seeded after the tags. */
export function seedPaymentMethods(ctx: SeedContext): void {
  ctx.db.companies.forEach((company, companyIndex) => {
    const count = METHODS_PER_FIXED_COMPANY[companyIndex] ?? 2;
    METHODS.slice(0, count).forEach((method, index) => {
      const row: StoredPaymentMethod = {
        id: ctx.nextId('paymentMethods'),
        company_id: company.id,
        ...method,
        is_default: index === 0,
        status: 'active',
        created_at: randomDateTime(ctx, 400, 30),
      };
      ctx.db.paymentMethods.push(row);
    });
  });
}
