import { Faker, en } from '@faker-js/faker';
import { emptyDatabase, type MockDatabase, type SeedScale } from '../types.ts';

const FAKER_SEED = 20261115;
const DAY_MS = 86_400_000;

export interface SeedContext {
  /**
   * The one stream the tables seeded before each table had its own generator draw from, in the frozen order of
   * `seedDatabase` (store/seed/index.ts): a draw added or moved there shifts every value seeded after it. A new
   * table never draws from it: it uses `seededFaker('<its table>')`.
   */
  faker: Faker;
  /**
   * A table's own generator, seeded from its name (the same stream on every call for that name, in every seed):
   * what one table draws changes no other table's rows, wherever its seed function runs.
   */
  seededFaker: (table: string) => Faker;
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

/** A table's seed function: `export default` of a file in seed/named/ (gathered by `npm run resources:gather`). */
export type SeedStep = (ctx: SeedContext) => void;

/** The start (00:00 UTC) of the day of `now`: the instant every seeded date is relative to. */
export function seedReferenceDate(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** FNV-1a of a table's name: its generator's seed, mixed with the seed of the shared stream. */
function nameSeed(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return (hash ^ FAKER_SEED) >>> 0;
}

function seededGenerator(seed: number, referenceDate: Date): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  faker.setDefaultRefDate(referenceDate);
  return faker;
}

export function createSeedContext(scale: SeedScale, now: Date = new Date()): SeedContext {
  const referenceDate = seedReferenceDate(now);
  const faker = seededGenerator(FAKER_SEED, referenceDate);
  const ownGenerators = new Map<string, Faker>();
  const counters = new Map<string, number>();
  const db = emptyDatabase();
  return {
    faker,
    seededFaker: (table) => {
      const own = ownGenerators.get(table) ?? seededGenerator(nameSeed(table), referenceDate);
      ownGenerators.set(table, own);
      return own;
    },
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
