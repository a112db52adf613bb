import { serialize } from 'node:v8';
import { validationFailed } from '../http/errors.ts';
import type { MockDatabase } from '../store/types.ts';
import { checkedName } from './sandboxNames.ts';
import type { SandboxState } from './sandboxState.ts';
import { thawState } from './sandboxState.ts';
import type { Snapshot } from './snapshotLibrary.ts';

/** What `GET /__mock/snapshots/<name>/export` writes and `POST /__mock/snapshots/import` reads. */
export const SNAPSHOT_FILE_FORMAT = 'spendboard-mock-snapshot';
export const SNAPSHOT_FILE_VERSION = 1;

export interface SnapshotFile {
  format: typeof SNAPSHOT_FILE_FORMAT;
  version: typeof SNAPSHOT_FILE_VERSION;
  name: string;
  created_at: string;
  /** The state; Buffers are written `{"$buffer": "<base64>"}` and Maps `{"$map": [[key, value], …]}`. */
  state: unknown;
}

/** The snapshot as a JSON text. */
export function snapshotToJson(snapshot: Snapshot): string {
  const file: SnapshotFile = {
    format: SNAPSHOT_FILE_FORMAT,
    version: SNAPSHOT_FILE_VERSION,
    name: snapshot.name,
    created_at: snapshot.created_at,
    state: thawState(snapshot.frozen),
  };
  return JSON.stringify(file, function encode(this: Record<string, unknown>, key, value) {
    const original = key === '' ? value : this[key];
    if (Buffer.isBuffer(original)) return { $buffer: original.toString('base64') };
    if (original instanceof Map) return { $map: [...original.entries()] };
    return value;
  });
}

/**
 * A snapshot from an uploaded file (its name, or `name` instead), frozen as saved ones are. 422 naming
 * the field when it is not an export of this mock: format and version, the name, and a state whose
 * database has every table of `shapeOf` (an array where the seed has an array).
 */
export function snapshotFromFile(body: unknown, shapeOf: MockDatabase, name?: unknown): Snapshot {
  const file = (body ?? {}) as Partial<SnapshotFile>;
  if (file.format !== SNAPSHOT_FILE_FORMAT || file.version !== SNAPSHOT_FILE_VERSION) {
    throw validationFailed({
      format: [`Not a snapshot file: expected format "${SNAPSHOT_FILE_FORMAT}", version ${SNAPSHOT_FILE_VERSION}.`],
    });
  }
  const snapshotName = checkedName(name ?? file.name, 'name');
  const state = decode(file.state) as Partial<SandboxState> | null;
  const db = state?.db as Record<string, unknown> | undefined;
  if (!state || typeof db !== 'object' || db === null) throw validationFailed({ 'state.db': ['The file holds no database.'] });
  const problems: Record<string, string[]> = Object.create(null);
  for (const [table, seeded] of Object.entries(shapeOf)) {
    if (Array.isArray(seeded) && !Array.isArray(db[table])) problems[`state.db.${table}`] = ['Expected a list of rows.'];
    if (!Array.isArray(seeded) && (typeof db[table] !== 'object' || db[table] === null)) problems[`state.db.${table}`] = ['Missing.'];
  }
  const clock = state.clock;
  if (!Number.isFinite(clock?.offsetMs)) problems['state.clock.offsetMs'] = ['Expected a number of milliseconds.'];
  if (clock?.frozenAtMs !== null && !Number.isFinite(clock?.frozenAtMs)) {
    problems['state.clock.frozenAtMs'] = ['Expected null or an instant in milliseconds.'];
  }
  if (typeof state.public !== 'object' || state.public === null) problems['state.public'] = ['Missing.'];
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  return {
    name: snapshotName,
    created_at: String(file.created_at ?? new Date().toISOString()),
    source: 'import',
    frozen: serialize(state),
  };
}

/** JSON values back to Buffers and Maps (the inverse of `snapshotToJson`'s encoding). */
function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && typeof record.$buffer === 'string') return Buffer.from(record.$buffer, 'base64');
  if (keys.length === 1 && Array.isArray(record.$map)) {
    return new Map((record.$map as [unknown, unknown][]).map(([key, entry]) => [decode(key), decode(entry)]));
  }
  // fromEntries defines each key as data (a `__proto__` key stays a key).
  return Object.fromEntries(keys.map((key) => [key, decode(record[key])]));
}
