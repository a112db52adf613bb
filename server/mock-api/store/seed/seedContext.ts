import { Faker, en } from '@faker-js/faker';
import type { MockDatabase, SeedScale } from '../types.ts';

const FAKER_SEED = 20261115;
const DAY_MS = 86_400_000;

export interface SeedContext {
  faker: Faker;
  db: MockDatabase;
  scale: SeedScale;
  /**
   * Every seeded date is relative to this instant: when the seed runs (start or reset), so "the
   * last month" always holds data. The fixed faker seed keeps everything else identical.
   */
  referenceDate: Date;
  /** Next integer id of a table (ids start at 1 and are never reused within a seed). */
  nextId: (table: keyof MockDatabase) => number;
}

export function createSeedContext(scale: SeedScale, referenceDate: Date = new Date()): SeedContext {
  const faker = new Faker({ locale: [en] });
  faker.seed(FAKER_SEED);
  faker.setDefaultRefDate(referenceDate);
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
    referenceDate,
    nextId: (table) => {
      const next = (counters.get(table) ?? 0) + 1;
      counters.set(table, next);
      return next;
    },
  };
}

/** An ISO date-time `days` days before (negative: after) the reference date. */
export function daysAgo(ctx: SeedContext, days: number): string {
  return new Date(ctx.referenceDate.getTime() - days * DAY_MS).toISOString();
}

/** A random ISO date-time between `fromDaysAgo` and `toDaysAgo` days before the reference date. */
export function randomDateTime(ctx: SeedContext, fromDaysAgo: number, toDaysAgo: number): string {
  return ctx.faker.date.between({ from: daysAgo(ctx, fromDaysAgo), to: daysAgo(ctx, toDaysAgo) }).toISOString();
}
