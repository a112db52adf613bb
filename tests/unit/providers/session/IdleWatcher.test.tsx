// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';

const signOutKeepingPage = vi.fn(async () => undefined);
vi.mock('../../../../src/providers/session/idleTimeout', () => ({ signOutKeepingPage }));
vi.mock('react-admin', () => ({ useTranslate: () => (key: string) => key }));

const { IdleWatcher } = await import('../../../../src/providers/session/IdleWatcher');

const NOTICE = 'spendboard.session.idle_logged_out';

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
    render(
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
    expect(screen.getByRole('button', { name: 'spendboard.session.sign_in_again' })).toBeTruthy();
    expect(screen.getByText('The page', { selector: 'p' })).toBeTruthy();
    // Signed out once: no second logout however long it stays.
    advance(60_000);
    expect(signOutKeepingPage).toHaveBeenCalledOnce();
  });

  it('activity restarts the timer, counted at most every 500 ms', () => {
    render(<IdleWatcher timeoutMs={10_000} />);
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
    render(<IdleWatcher timeoutMs={10_000} />);
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
    const { unmount } = render(<IdleWatcher timeoutMs={1_000} />);
    unmount();
    advance(5_000);
    expect(signOutKeepingPage).not.toHaveBeenCalled();
  });
});
