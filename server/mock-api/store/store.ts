import { seededDatabase } from './databaseCopy.ts';
import type { MockDatabase, SeedScale } from './types.ts';

/**
 * The one in-memory database of a mock API instance. Handlers read and write `store.db`
 * at request time (never keep a reference across requests: `reset()` swaps it).
 */
export class MockStore {
  db: MockDatabase;
  /** How far QA moved the mock's clock ahead (`POST /__mock/clock`); reset sets it back to 0. */
  clockOffsetMs = 0;
  /** The instant the clock stands still at (`POST /__mock/clock {freeze: true}`), or null while it runs. */
  clockFrozenAtMs: number | null = null;

  /** Starts from the seed, or from `db` (a sandbox made from a snapshot). */
  constructor(
    readonly scale: SeedScale = 'default',
    db?: MockDatabase,
  ) {
    this.db = db ?? seededDatabase(scale);
  }

  /** Restores the seed: the same data as at start. */
  reset(): void {
    this.db = seededDatabase(this.scale);
    this.clockOffsetMs = 0;
    this.clockFrozenAtMs = null;
  }

  /** The mock's clock: the real time plus what QA moved it by, or where QA froze it (clock-driven rules read it). */
  now(): Date {
    return new Date(this.clockFrozenAtMs ?? Date.now() + this.clockOffsetMs);
  }

  /** Next free integer id of a table. */
  nextId(rows: readonly { id: number }[]): number {
    let max = 0;
    for (const row of rows) if (row.id > max) max = row.id;
    return max + 1;
  }
}
