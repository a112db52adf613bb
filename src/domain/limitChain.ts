/**
 * The effective limit of a funding target (issue 14): the chain company → department → person →
 * card, each level with its mode and what is left there. An inherited level spends the level
 * above, so what it can spend is what is left above; a limit or balance level can spend its own
 * balance, never more than what the levels above leave. The form shows it so the requester sees
 * why the money is needed.
 */
import { roundCents } from './cents';
import type { LimitEntity, LimitModeName } from './contractLists';

export type ChainLimit = { mode: LimitModeName | string; amount: number; spent: number; balance: number; currency: string };
export type ChainLevelInput = { entity: LimitEntity; id: number | string | null; name: string; limit: ChainLimit };

export type ChainLevel = ChainLevelInput & {
  /** What this level holds itself: its balance, none when inherited (null). */
  own: number | null;
  /** What can be spent at this level: its own left, capped by what the levels above leave. */
  available: number;
  /** The level whose money this level spends (itself unless inherited). */
  source: LimitEntity;
};

/** Each level with its own balance and what is effectively available there, from the company down. */
export function limitChain(levels: readonly ChainLevelInput[]): ChainLevel[] {
  const result: ChainLevel[] = [];
  let above = Number.POSITIVE_INFINITY;
  let source: LimitEntity = 'company';
  for (const level of levels) {
    const inherited = level.limit.mode === 'inherited';
    const own = inherited ? null : roundCents(Math.max(0, level.limit.balance));
    // A limit mode caps spending (it spends the money above within its limit); a balance holds money of its own.
    const available = own === null ? above : level.limit.mode === 'limit' ? Math.min(own, above) : own;
    if (!inherited) source = level.entity;
    result.push({ ...level, own, available: roundCents(Number.isFinite(available) ? available : 0), source });
    above = available;
  }
  return result;
}

/** What the target (the chain's last level) can spend now; 0 for an empty chain. */
export const effectiveAvailable = (levels: readonly ChainLevelInput[]): number => limitChain(levels).at(-1)?.available ?? 0;

/** What the target could spend once `amount` arrives (a limit raise or a transfer into it). */
export function availableAfterFunding(levels: readonly ChainLevelInput[], amount: number): number {
  if (levels.length === 0) return 0;
  const last = levels[levels.length - 1];
  const funded: ChainLevelInput =
    last.limit.mode === 'inherited'
      ? { ...last, limit: { ...last.limit, mode: 'balance', balance: amount } }
      : { ...last, limit: { ...last.limit, balance: roundCents(last.limit.balance + amount) } };
  return effectiveAvailable([...levels.slice(0, -1), funded]);
}
