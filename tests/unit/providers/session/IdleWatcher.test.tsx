// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { IdleWatcher } from '../../../../src/providers/session/IdleWatcher';
import { permissionsAuthProvider, renderInAdmin } from '../../../support/renderInAdmin';

/** The authProvider's logout: react-admin's useLogout calls it, then goes to the redirect path. */
const logout = vi.fn(async () => undefined);
const render = (ui: React.ReactElement) => renderInAdmin(ui, { authProvider: { ...permissionsAuthProvider([]), logout } });

beforeEach(() => {
  vi.useFakeTimers();
  logout.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('IdleWatcher (spec §4)', () => {
  it('signs out after the timeout without activity, to the sign-in page with the inactivity flag', async () => {
    render(<IdleWatcher timeoutMs={10_000} />);
    vi.advanceTimersByTime(9_999);
    expect(logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(logout).toHaveBeenCalledOnce();
    // react-admin's default router is a hash router.
    await vi.waitFor(() => expect(window.location.hash).toBe('#/login?reason=inactivity'));
  });

  it('activity restarts the timer, counted at most every 500 ms', () => {
    render(<IdleWatcher timeoutMs={10_000} />);
    vi.advanceTimersByTime(8_000);
    window.dispatchEvent(new Event('keydown'));
    // 100 ms later: within the throttle, ignored, so the timer still ends 10 s after the keydown.
    vi.advanceTimersByTime(100);
    window.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(9_899);
    expect(logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(logout).toHaveBeenCalledOnce();
  });

  it('tab visibility and scrolling count as activity', () => {
    render(<IdleWatcher timeoutMs={10_000} />);
    vi.advanceTimersByTime(9_000);
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    vi.advanceTimersByTime(9_000);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(9_000);
    expect(logout).not.toHaveBeenCalled();
  });

  it('stops watching when unmounted', () => {
    const { unmount } = render(<IdleWatcher timeoutMs={1_000} />);
    unmount();
    vi.advanceTimersByTime(5_000);
    expect(logout).not.toHaveBeenCalled();
  });
});
