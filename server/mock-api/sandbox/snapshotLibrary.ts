import { ApiError, notFound } from '../http/errors.ts';

/** A saved state (`sandboxState.ts`), frozen: restoring it any number of times gives the same data. */
export interface Snapshot {
  name: string;
  created_at: string;
  /** The sandbox it was saved from, or `import` for an uploaded file. */
  source: string;
  frozen: Buffer;
}

export interface SnapshotSummary {
  name: string;
  created_at: string;
  source: string;
  bytes: number;
}

/** Most snapshots kept at once (a default-scale one is ~1.3 MB; a large-scale one ~200 MB). */
export const SNAPSHOT_LIMIT = 100;

/** The named snapshots of a mock instance, shared by its sandboxes: saved from one, restored into any. */
export class SnapshotLibrary {
  private readonly snapshots = new Map<string, Snapshot>();

  /** Saves (or replaces) a snapshot; true when the name is new. 429 when the library is full. */
  save(snapshot: Snapshot): boolean {
    const isNew = !this.snapshots.has(snapshot.name);
    if (isNew && this.snapshots.size >= SNAPSHOT_LIMIT) {
      throw new ApiError(429, `There are already ${SNAPSHOT_LIMIT} snapshots: delete one (DELETE /__mock/snapshots/<name>) first.`);
    }
    this.snapshots.set(snapshot.name, snapshot);
    return isNew;
  }

  /** The snapshot, or a 404 naming it. */
  get(name: string): Snapshot {
    const snapshot = this.snapshots.get(name);
    if (!snapshot) throw notFound(`No snapshot named "${name}" (GET /__mock/snapshots lists them).`);
    return snapshot;
  }

  delete(name: string): boolean {
    return this.snapshots.delete(name);
  }

  list(): SnapshotSummary[] {
    return [...this.snapshots.values()].map(summaryOf);
  }
}

export const summaryOf = ({ name, created_at, source, frozen }: Snapshot): SnapshotSummary => ({
  name,
  created_at,
  source,
  bytes: frozen.length,
});
