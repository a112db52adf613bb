import { usableLocalStorage } from '../browser/browserStorage';

/** Runs `task` while holding the lock: one holder at a time across every tab of the app. */
export type CrossTabLock = <T>(task: () => Promise<T>) => Promise<T>;

export interface CrossTabLockOptions {
  /** The Web Locks API (`navigator.locks`); when missing, a lease in local storage stands in. */
  locks?: Pick<LockManager, 'request'> | null;
  storage?: Storage | null;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** A lease older than this is taken over (its tab was closed or froze mid-task). */
  leaseMs?: number;
  pollMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function browserLocks(): Pick<LockManager, 'request'> | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

type Lease = { owner: string; expiresAt: number };

function readLease(raw: string | null): Lease | null {
  if (!raw) return null;
  try {
    const lease = JSON.parse(raw) as Partial<Lease>;
    return typeof lease.owner === 'string' && typeof lease.expiresAt === 'number' ? (lease as Lease) : null;
  } catch {
    return null;
  }
}

/**
 * The fallback without Web Locks: a lease in local storage. Free (or expired) → write ours, wait
 * one poll for a competing writer, and hold it if ours is still there; otherwise poll again.
 * Storage is not atomic across tabs, so this narrows the race rather than closing it; callers
 * re-read their state inside the lock and the server tolerates a late duplicate.
 */
function leaseLock(
  name: string,
  storage: Storage,
  now: () => number,
  sleep: (ms: number) => Promise<void>,
  leaseMs: number,
  pollMs: number,
): CrossTabLock {
  const key = `spendboard.lock.${name}`;
  return async (task) => {
    const owner = `${now()}-${Math.random().toString(36).slice(2)}`;
    const giveUpAt = now() + 2 * leaseMs;
    let held = false;
    while (!held && now() < giveUpAt) {
      const lease = readLease(storage.getItem(key));
      if (!lease || lease.expiresAt <= now()) {
        storage.setItem(key, JSON.stringify({ owner, expiresAt: now() + leaseMs } satisfies Lease));
        await sleep(pollMs);
        held = readLease(storage.getItem(key))?.owner === owner;
      } else {
        await sleep(pollMs);
      }
    }
    try {
      return await task();
    } finally {
      if (readLease(storage.getItem(key))?.owner === owner) storage.removeItem(key);
    }
  };
}

/**
 * A lock shared by the app's tabs (spec §9: the token refresh runs one at a time): the Web
 * Locks API, else a local-storage lease, else (storage refused) only this tab's own order.
 */
export function createCrossTabLock(
  name: string,
  {
    locks = browserLocks(),
    storage = usableLocalStorage(),
    now = Date.now,
    sleep = wait,
    leaseMs = 10_000,
    pollMs = 40,
  }: CrossTabLockOptions = {},
): CrossTabLock {
  if (locks) return <T>(task: () => Promise<T>) => locks.request(name, { mode: 'exclusive' }, () => task()) as Promise<T>;
  if (storage) return leaseLock(name, storage, now, sleep, leaseMs, pollMs);
  return (task) => task();
}
