import { describe, expect, it } from 'vitest';
import { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from '../../server/mock-api/index.ts';
import { SIGN_IN_MAX_FAILURES, SIGN_IN_WINDOW_MS } from '../../server/mock-api/routes/oauth.ts';
import { useTestServer } from './mockServer.ts';

describe('issue 10 item 11: the password grant is throttled per account and client address', () => {
  const api = useTestServer();
  const attempt = (username: string, password: string) => api.token({ grant_type: 'password', username, password });
  const failTimes = async (username: string, times: number) => {
    for (let index = 0; index < times; index += 1) expect((await attempt(username, 'wrong-password')).status).toBe(400);
  };

  it(`answers 429 after ${SIGN_IN_MAX_FAILURES} failures, even for the right password, with a message and Retry-After`, async () => {
    await failTimes(SEEDED_ACCOUNTS.member, SIGN_IN_MAX_FAILURES);
    const refused = await attempt(SEEDED_ACCOUNTS.member, SEEDED_PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'too_many_attempts',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
  });

  it('leaves other accounts alone, and accepts the right password once the window has passed', async () => {
    const throttle = api.server.mockApi.context.signInThrottle;
    const realNow = throttle.now;
    let now = Date.now();
    throttle.now = () => now;
    try {
      await failTimes(SEEDED_ACCOUNTS.member, SIGN_IN_MAX_FAILURES);
      expect((await attempt(SEEDED_ACCOUNTS.firmAdmin, SEEDED_PASSWORD)).status).toBe(200);
      now += SIGN_IN_WINDOW_MS - 1000;
      expect((await attempt(SEEDED_ACCOUNTS.member, SEEDED_PASSWORD)).status).toBe(429);
      now += 1001;
      expect((await attempt(SEEDED_ACCOUNTS.member, SEEDED_PASSWORD)).status).toBe(200);
    } finally {
      throttle.now = realNow;
    }
  });

  it('counts failures only: a success before the limit starts the count over', async () => {
    await failTimes(SEEDED_ACCOUNTS.member, SIGN_IN_MAX_FAILURES - 1);
    expect((await attempt(SEEDED_ACCOUNTS.member, SEEDED_PASSWORD)).status).toBe(200);
    await failTimes(SEEDED_ACCOUNTS.member, SIGN_IN_MAX_FAILURES - 1);
    expect((await attempt(SEEDED_ACCOUNTS.member, SEEDED_PASSWORD)).status).toBe(200);
  });

  it('is cleared by /__mock/reset', async () => {
    await failTimes(SEEDED_ACCOUNTS.member, SIGN_IN_MAX_FAILURES);
    expect((await attempt(SEEDED_ACCOUNTS.member, SEEDED_PASSWORD)).status).toBe(429);
    expect((await api.send('POST', '/__mock/reset', undefined)).status).toBe(200);
    expect((await attempt(SEEDED_ACCOUNTS.member, SEEDED_PASSWORD)).status).toBe(200);
  });
});
