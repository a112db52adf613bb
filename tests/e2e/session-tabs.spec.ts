import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { clearRequestLog, expireTokens, mockRequestLog } from './session-helpers';

const TRIALS = 20;

test('three tabs reloaded together after the tokens expired: nobody is signed out, one rotation per trial', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(600_000);
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/login?redirectTo=%2Fmy-account');
  const tabs = [page, await context.newPage(), await context.newPage()];
  for (const tab of tabs.slice(1)) await tab.goto('/my-account');
  // A light page that needs an authenticated call (me with company) to show its heading.
  const ready = (tab: (typeof tabs)[number]) => expect(tab.getByRole('heading', { name: 'My Account' })).toBeVisible({ timeout: 60_000 });
  for (const tab of tabs) await ready(tab);

  const rotationsPerTrial: number[] = [];
  for (let trial = 0; trial < TRIALS; trial += 1) {
    await expireTokens(request, baseURL);
    await clearRequestLog(request, baseURL);
    await Promise.all(tabs.map((tab) => tab.reload()));
    await Promise.all(tabs.map(ready));
    for (const tab of tabs) expect(tab.url(), `trial ${trial + 1}`).toMatch(/\/my-account$/);

    const refreshes = (await mockRequestLog(request, baseURL)).filter(
      (entry) => entry.path === '/oauth/token' && (entry.body as { grant_type?: string } | null)?.grant_type === 'refresh_token',
    );
    expect(
      refreshes.every((entry) => entry.status === 200),
      `trial ${trial + 1}: a refresh was refused`,
    ).toBe(true);
    rotationsPerTrial.push(refreshes.length);
  }
  expect(
    rotationsPerTrial.every((count) => count <= 1),
    `rotations per trial: ${rotationsPerTrial.join(',')}`,
  ).toBe(true);
  // The tokens did expire every time: each trial needed its one rotation.
  expect(rotationsPerTrial.reduce((sum, count) => sum + count, 0)).toBe(TRIALS);
});
