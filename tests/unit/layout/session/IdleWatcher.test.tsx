// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderInAdmin } from '../../../support/renderInAdmin';

// The soft logout itself (cookies, cross-tab broadcast) is not under test here: only when it happens.
const signOutKeepingPage = vi.fn(async () => undefined);
vi.mock('../../../../src/providers/session/idleTimeout', () => ({ signOutKeepingPage }));

const { IdleWatcher } = await import('../../../../src/layout/session/IdleWatcher');

/** Spec §4's text, shown by the app's own catalogue inside react-admin's AdminContext. */
const NOTICE = 'You have been logged out due to inactivity';

beforeEach(() => {
  vi.useFakeTimers();
  signOutKeepingPage.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('IdleWatcher (spec §4)', () => {
  it('after the timeout without activity: a soft logout and the inactivity dialog over the page', () => {
    renderInAdmin(
      <>
        <p>The page</p>
        <IdleWatcher timeoutMs={10_000} />
      </>,
    );
    advance(9_999);
    expect(signOutKeepingPage).not.toHaveBeenCalled();
    expect(screen.queryByText(NOTICE)).toBeNull();
    advance(1);
    expect(signOutKeepingPage).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: NOTICE })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeTruthy();
    expect(screen.getByText('The page', { selector: 'p' })).toBeTruthy();
    // Signed out once: no second logout however long it stays.
    advance(60_000);
    expect(signOutKeepingPage).toHaveBeenCalledOnce();
  });

  it('activity restarts the timer, counted at most every 500 ms', () => {
    renderInAdmin(<IdleWatcher timeoutMs={10_000} />);
    advance(8_000);
    window.dispatchEvent(new Event('keydown'));
    // 100 ms later: within the throttle, ignored, so the timer still ends 10 s after the keydown.
    advance(100);
    window.dispatchEvent(new Event('mousemove'));
    advance(9_899);
    expect(signOutKeepingPage).not.toHaveBeenCalled();
    advance(1);
    expect(signOutKeepingPage).toHaveBeenCalledOnce();
  });

  it('tab visibility, focus, touch and scrolling count as activity', () => {
    renderInAdmin(<IdleWatcher timeoutMs={10_000} />);
    advance(9_000);
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    advance(9_000);
    window.dispatchEvent(new Event('scroll'));
    advance(9_000);
    window.dispatchEvent(new Event('focus'));
    advance(9_000);
    window.dispatchEvent(new Event('touchstart'));
    advance(9_000);
    expect(signOutKeepingPage).not.toHaveBeenCalled();
  });

  it('stops watching when unmounted', () => {
    const { unmount } = renderInAdmin(<IdleWatcher timeoutMs={1_000} />);
    unmount();
    advance(5_000);
    expect(signOutKeepingPage).not.toHaveBeenCalled();
  });
});
