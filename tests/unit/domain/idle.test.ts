import { describe, expect, it } from 'vitest';
import { isActivityCounted, parseIdleTimeoutMs } from '../../../src/domain/idle';
import { isIdleWatcherEnabled } from '../../../src/domain/layout';

describe('idle timeout (spec §4)', () => {
  it('defaults to 0 (watcher off) for blank, malformed or non-positive values', () => {
    for (const raw of [undefined, null, '', '  ', 'abc', '0', '-5']) {
      expect(parseIdleTimeoutMs(raw)).toBe(0);
      expect(isIdleWatcherEnabled(parseIdleTimeoutMs(raw))).toBe(false);
    }
  });

  it('reads a positive build-time value in ms', () => {
    expect(parseIdleTimeoutMs('900000')).toBe(900000);
    expect(isIdleWatcherEnabled(parseIdleTimeoutMs('1500'))).toBe(true);
  });

  it('counts activity at most once per 500 ms', () => {
    expect(isActivityCounted(1000, 1499)).toBe(false);
    expect(isActivityCounted(1000, 1500)).toBe(true);
  });
});
