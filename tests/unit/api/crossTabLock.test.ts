// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/createApiClient';
import { createCrossTabLock, type CrossTabLock } from '../../../src/api/crossTabLock';
import { clearSessionCookies, COOKIE, getAccessToken, writeCookie } from '../../../src/api/session';
import { FRESH_ACCESS, FRESH_REFRESH, installFakeApi } from './fakeApi';

/** A stand-in for `navigator.locks`: one holder at a time, in request order. */
function fakeLockManager() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: vi.fn((_name: string, _options: LockOptions, callback: () => Promise<unknown>) => {
      const run = tail.then(() => callback());
      tail = run.catch(() => undefined);
      return run;
    }),
  } as unknown as Pick<LockManager, 'request'>;
}

/** Two tabs: two API clients (each with its own single-flight) sharing the cookies and `lock`. */
function twoTabs(lock: CrossTabLock) {
  const goTo = vi.fn();
  const tabs = [0, 1].map(() => createApiClient({ baseUrl: 'http://app.test', currentPath: () => '/cards', goTo, refreshLock: lock }));
  return { tabs, goTo };
}

function staleSession() {
  writeCookie(COOKIE.accessToken, 'stale-access');
}

beforeEach(() => {
  clearSessionCookies();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionCookies();
});

describe('token refresh across tabs (issue 20.7)', () => {
  it.each([
    ['Web Locks', () => createCrossTabLock('refresh', { locks: fakeLockManager() })],
    ['the local-storage lease', () => createCrossTabLock('refresh', { locks: null, storage: localStorage, pollMs: 5 })],
  ])('with %s, two tabs hitting an expired token at once make one rotation, and both retry with it', async (_, makeLock) => {
    staleSession();
    const fake = installFakeApi({ refreshDelayMs: 10 });
    const { tabs, goTo } = twoTabs(makeLock());

    const results = await Promise.all(tabs.map((tab) => tab.client.GET('/api/admin/me')));

    expect(fake.tokenCalls()).toHaveLength(1);
    expect(JSON.parse(fake.tokenCalls()[0].body)).toEqual({ grant_type: 'refresh_token' });
    expect(results.map((result) => result.response.status)).toEqual([200, 200]);
    expect([getAccessToken(), fake.refreshCookie()]).toEqual([FRESH_ACCESS, FRESH_REFRESH]);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('without a shared lock the same moment costs two rotations (what signed every tab out)', async () => {
    staleSession();
    const fake = installFakeApi({ refreshDelayMs: 10 });
    const { tabs } = twoTabs((task) => task());

    await Promise.all(tabs.map((tab) => tab.client.GET('/api/admin/me')));

    expect(fake.tokenCalls()).toHaveLength(2);
  });

  it('a tab that finds the tokens already rotated inside the lock sends no token call', async () => {
    staleSession();
    const fake = installFakeApi();
    const lock = createCrossTabLock('refresh', { locks: fakeLockManager() });
    const [tab] = twoTabs(lock).tabs;
    // Another tab rotated while this one waited: the stored access token is not the refused one.
    writeCookie(COOKIE.accessToken, FRESH_ACCESS);
    await tab.refreshOnce('stale-access');
    expect(fake.tokenCalls()).toHaveLength(0);
  });
});

describe('createCrossTabLock', () => {
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  it('the local-storage lease runs one holder at a time and frees the lease after', async () => {
    const lock = createCrossTabLock('test', { locks: null, storage: localStorage, pollMs: 2 });
    let inside = 0;
    let mostInside = 0;
    const task = async () => {
      inside += 1;
      mostInside = Math.max(mostInside, inside);
      await sleep(5);
      inside -= 1;
    };
    await Promise.all([lock(task), lock(task), lock(task)]);
    expect(mostInside).toBe(1);
    expect(localStorage.getItem('spendboard.lock.test')).toBeNull();
  });

  it('takes over a lease whose holder went away, and releases it after a failed task', async () => {
    localStorage.setItem('spendboard.lock.test', JSON.stringify({ owner: 'closed-tab', expiresAt: Date.now() - 1 }));
    const lock = createCrossTabLock('test', { locks: null, storage: localStorage, pollMs: 2 });
    await expect(lock(async () => 'ran')).resolves.toBe('ran');
    await expect(lock(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(localStorage.getItem('spendboard.lock.test')).toBeNull();
  });

  it('with neither Web Locks nor storage, just runs the task', async () => {
    const lock = createCrossTabLock('test', { locks: null, storage: null });
    await expect(lock(async () => 42)).resolves.toBe(42);
  });
});
