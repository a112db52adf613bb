import type { Faker } from '@faker-js/faker';
import type { Currency, Limit } from '../types.ts';
import { roundCents } from '../../../../src/domain/cents.ts';

const LIMIT_AMOUNTS = [500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000];

/** A realistic limit: a round amount, part of it spent, the rest as balance. */
export function randomLimit(faker: Faker, currency: Currency, options: { inheritFrom?: 'member' | 'department' | 'company' } = {}): Limit {
  const amount = faker.helpers.arrayElement(LIMIT_AMOUNTS);
  const spent = roundCents(faker.number.float({ min: 0, max: amount * 0.9 }));
  const mode = options.inheritFrom ? 'inherited' : faker.helpers.arrayElement(['limit', 'limit', 'balance'] as const);
  return {
    mode,
    amount,
    spent,
    balance: roundCents(amount - spent),
    currency,
    inherited_from: options.inheritFrom ?? null,
  };
}
