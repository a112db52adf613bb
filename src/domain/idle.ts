/**
 * Inactivity logout (spec §4): the timeout comes from the build (`VITE_IDLE_TIMEOUT_MS`,
 * default 0 = off); activity restarts the timer at most once per ACTIVITY_THROTTLE_MS.
 */
import { ACTIVITY_THROTTLE_MS, IDLE_TIMEOUT_MS } from './layout';

/** The events that count as activity. */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'wheel', 'touchstart', 'visibilitychange', 'focus'] as const;

/** The configured timeout in ms; blank, malformed or negative values read as the default (off). */
export function parseIdleTimeoutMs(raw: string | undefined | null): number {
  if (raw === undefined || raw === null || raw.trim() === '') return IDLE_TIMEOUT_MS;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : IDLE_TIMEOUT_MS;
}

/** Activity at `now` restarts the timer only when the last restart is at least the throttle ago. */
export function isActivityCounted(lastCountedAt: number, now: number, throttleMs: number = ACTIVITY_THROTTLE_MS): boolean {
  return now - lastCountedAt >= throttleMs;
}
