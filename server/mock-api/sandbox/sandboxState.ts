import { deserialize, serialize } from 'node:v8';
import type { MockContext } from '../context.ts';
import { publicState, type PublicState } from '../public/publicState.ts';
import type { MockDatabase } from '../store/types.ts';

/**
 * A sandbox's whole state as a snapshot keeps it: the database, the public flows kept beside it
 * (the outbox's links and mails, support tickets, error reports: `public/publicState.ts`) and the
 * mock clock. Tokens, faults, rate limits and the request log are the sandbox's live session, not
 * its data: a restore leaves them as they are.
 */
export interface SandboxState {
  db: MockDatabase;
  public: PublicState;
  /** The mock clock (`MockStore`): how far it was moved, and where it stands still when frozen. */
  clock: { offsetMs: number; frozenAtMs: number | null };
}

/** The state frozen into bytes (V8's serializer keeps Buffers and Maps; `store/databaseCopy.ts` has the figures). */
export function freezeState(context: MockContext): Buffer {
  const { db, clockOffsetMs, clockFrozenAtMs } = context.store;
  const state: SandboxState = { db, public: publicState(db), clock: { offsetMs: clockOffsetMs, frozenAtMs: clockFrozenAtMs } };
  return serialize(state);
}

export const thawState = (frozen: Buffer): SandboxState => deserialize(frozen) as SandboxState;

/** Puts a state into a sandbox: the database is swapped (handlers read it at request time), the rest follows it. */
export function applyState(context: MockContext, state: SandboxState): void {
  context.store.db = state.db;
  Object.assign(publicState(state.db), state.public);
  context.store.clockOffsetMs = state.clock.offsetMs;
  context.store.clockFrozenAtMs = state.clock.frozenAtMs;
}
