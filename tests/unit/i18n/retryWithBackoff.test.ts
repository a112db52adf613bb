import { describe, expect, it, vi } from 'vitest';
import { retryWithBackoff } from '../../../src/i18n/retryWithBackoff';

function failingTimes(failures: number) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new Error(`attempt ${calls} failed`);
    return 'catalogue';
  });
}

describe('retryWithBackoff (spec §9: Arabic catalogue)', () => {
  it('retries after failures with 350 ms, then a doubling delay', async () => {
    const sleep = vi.fn(async (_ms: number) => undefined);
    const load = failingTimes(3);
    await expect(retryWithBackoff(load, { sleep })).resolves.toBe('catalogue');
    expect(load).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([350, 700, 1400]);
  });

  it('gives up after 5 retries (6 attempts) with the last error', async () => {
    const sleep = vi.fn(async (_ms: number) => undefined);
    const load = failingTimes(10);
    await expect(retryWithBackoff(load, { sleep })).rejects.toThrow('attempt 6 failed');
    expect(load).toHaveBeenCalledTimes(6);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('does not wait when the first attempt works', async () => {
    const sleep = vi.fn(async (_ms: number) => undefined);
    await expect(retryWithBackoff(failingTimes(0), { sleep })).resolves.toBe('catalogue');
    expect(sleep).not.toHaveBeenCalled();
  });
});
