import { Faker, en } from '@faker-js/faker';
import { emptyDatabase, type MockDatabase, type SeedScale } from '../types.ts';

const FAKER_SEED = 20261115;
const DAY_MS = 86_400_000;

export interface SeedContext {
  faker: Faker;
  db: MockDatabase;
  scale: SeedScale;
  /**
   * Every seeded date is relative to this instant: the start (UTC) of the day the seed runs, so
   * "the last month" always holds data, and every start and reset of one day gives the same data.
   */
  referenceDate: Date;
  /** Next integer id of a table (ids start at 1 and are never reused within a seed). */
  nextId: (table: keyof MockDatabase) => number;
}

/** The start (00:00 UTC) of the day of `now`: the instant every seeded date is relative to. */
export function seedReferenceDate(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

export function createSeedContext(scale: SeedScale, now: Date = new Date()): SeedContext {
  const referenceDate = seedReferenceDate(now);
  const faker = new Faker({ locale: [en] });
  faker.seed(FAKER_SEED);
  faker.setDefaultRefDate(referenceDate);
  const counters = new Map<string, number>();
  const db = emptyDatabase();
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
