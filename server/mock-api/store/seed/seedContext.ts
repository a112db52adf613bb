import { Faker, en } from '@faker-js/faker';
import type { MockDatabase, SeedScale } from '../types.ts';

/** Every seeded date is relative to this instant, so each reset yields the same data. */
export const SEED_REFERENCE_DATE = new Date('2026-11-15T09:00:00Z');
const FAKER_SEED = 20261115;
const DAY_MS = 86_400_000;

export interface SeedContext {
  faker: Faker;
  db: MockDatabase;
  scale: SeedScale;
  /** Next integer id of a table (ids start at 1 and are never reused within a seed). */
  nextId: (table: keyof MockDatabase) => number;
}

export function createSeedContext(scale: SeedScale): SeedContext {
  const faker = new Faker({ locale: [en] });
  faker.seed(FAKER_SEED);
  faker.setDefaultRefDate(SEED_REFERENCE_DATE);
  const counters = new Map<string, number>();
  const db: MockDatabase = {
    users: [],
    companies: [],
    memberships: [],
    permissions: [],
    roles: [],
    members: [],
    departments: [],
    cards: [],
    notifications: [],
    mailbox: [],
    transfers: [],
    expenses: [],
    countries: [],
    denyList: { api: {}, action: {} },
  };
  return {
    faker,
    db,
    scale,
    nextId: (table) => {
      const next = (counters.get(table) ?? 0) + 1;
      counters.set(table, next);
      return next;
    },
  };
}

/** An ISO date-time `days` days before (negative: after) the reference date. */
export function daysAgo(days: number): string {
  return new Date(SEED_REFERENCE_DATE.getTime() - days * DAY_MS).toISOString();
}

/** A random ISO date-time between `fromDaysAgo` and `toDaysAgo` days before the reference date. */
export function randomDateTime(faker: Faker, fromDaysAgo: number, toDaysAgo: number): string {
  return faker.date.between({ from: daysAgo(fromDaysAgo), to: daysAgo(toDaysAgo) }).toISOString();
}
