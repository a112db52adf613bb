// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCookies, COOKIE, writeCookie } from '../../src/api/session';

const loadAdminApp = vi.fn(() => Promise.resolve());

/** The entry's early module, evaluated afresh at `path` (it acts once, when the entry imports it). */
async function evaluateAt(path: string) {
  window.history.pushState(null, '', path);
  vi.resetModules();
  vi.doMock('../../src/loadAdminApp', () => ({ loadAdminApp }));
  await import('../../src/startAdminEarly');
}

beforeEach(() => {
  loadAdminApp.mockClear();
  clearSessionCookies();
});
afterEach(() => {
  vi.doUnmock('../../src/loadAdminApp');
  clearSessionCookies();
  window.history.pushState(null, '', '/');
});

describe('the admin download starts while the entry evaluates', () => {
  it('on a signed-in page load, and on the sign-in page (a signed-in visitor is sent on into the admin)', async () => {
    writeCookie(COOKIE.accessToken, 'access');
    await evaluateAt('/cards');
    await evaluateAt('/login?redirectTo=%2Fbills');
    expect(loadAdminApp).toHaveBeenCalledTimes(2);
  });

  it('not without a session, nor on the other public pages', async () => {
    await evaluateAt('/cards');
    writeCookie(COOKIE.accessToken, 'access');
    await evaluateAt('/terms');
    await evaluateAt('/reset-password?token=t');
    expect(loadAdminApp).not.toHaveBeenCalled();
  });
});

describe('loadAdminApp', () => {
  afterEach(() => {
    vi.doUnmock('../../src/App');
    vi.doUnmock('../../src/providers/session/startAdminData');
    vi.doUnmock('../../src/providers/i18nProvider');
  });

  it('asks for the shell, the session data and the texts once, and preloads the opened page', async () => {
    let pageCodeIn: (value: unknown) => void = () => undefined;
    const preloadRoute = vi.fn(() => new Promise((resolve) => (pageCodeIn = resolve)));
    const startAdminData = vi.fn();
    const loadAdminTexts = vi.fn(() => Promise.resolve());
    vi.resetModules();
    vi.doMock('../../src/App', () => ({ default: () => null, preloadRoute }));
    vi.doMock('../../src/providers/session/startAdminData', () => ({ startAdminData }));
    vi.doMock('../../src/providers/i18nProvider', () => ({ loadAdminTexts }));
    window.history.pushState(null, '', '/expenses');
    const { loadAdminApp: load } = await import('../../src/loadAdminApp');
    const first = load();
    expect(load()).toBe(first);
    let shellIn = false;
    void first.then(() => (shellIn = true));
    await vi.waitFor(() => expect(preloadRoute).toHaveBeenCalledTimes(1));
    expect(preloadRoute.mock.calls[0]).toMatchObject([{ pathname: '/expenses' }]);
    // The shell renders once the page's code is in: the page then renders in the shell's first pass.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shellIn).toBe(false);
    pageCodeIn(undefined);
    const app = await first;
    expect(app.preloadRoute).toBe(preloadRoute);
    expect(startAdminData).toHaveBeenCalledTimes(1);
    expect(loadAdminTexts).toHaveBeenCalledTimes(1);
  });
});
