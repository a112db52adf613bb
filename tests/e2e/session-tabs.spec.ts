import { test, expect, openAndSignInThroughForm, ACCOUNTS } from './fixtures';
import { clearRequestLog, expireTokens, mockRequestLog } from './session-helpers';

const TRIALS = 20;

test('three tabs reloaded together after the tokens expired: nobody is signed out, one rotation per trial', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(15 * 60_000);
  await openAndSignInThroughForm(page, ACCOUNTS.firmAdmin, '/login?redirectTo=%2Fmy-account');
  const tabs = [page, await context.newPage(), await context.newPage()];
  for (const tab of tabs.slice(1)) await tab.goto('/my-account');
  // A light page that needs an authenticated call (me with company) to show its heading; a tab signed
  // out shows the sign-in form instead, and the URL check below names the trial. The wait is generous
  // (three tabs reload at once), and bounded so a stuck tab fails the test instead of holding CI.
  const ready = (tab: (typeof tabs)[number]) =>
    expect(tab.getByRole('heading', { name: 'My Account' }).or(tab.getByRole('button', { name: 'Sign in' }))).toBeVisible({
      timeout: 60_000,
    });
  for (const tab of tabs) await ready(tab);

  const trials: { rotations: number; replays: number; refused: number }[] = [];
  for (let trial = 0; trial < TRIALS; trial += 1) {
    await expireTokens(request, baseURL);
    await clearRequestLog(request, baseURL);
    await Promise.all(tabs.map((tab) => tab.reload()));
    await Promise.all(tabs.map(ready));
    for (const tab of tabs) expect(tab.url(), `trial ${trial + 1}`).toMatch(/\/my-account$/);

    // The mock names what each refresh grant did: a rotation issues a new refresh token; a replay in
    // the grace window answers with the pair already issued (not a second rotation).
    const refreshes = (await mockRequestLog(request, baseURL)).filter(
      (entry) => entry.path === '/oauth/token' && (entry.body as { grant_type?: string } | null)?.grant_type === 'refresh_token',
    );
    trials.push({
      rotations: refreshes.filter((entry) => entry.token_grant === 'rotated').length,
      replays: refreshes.filter((entry) => entry.token_grant === 'replayed').length,
      refused: refreshes.filter((entry) => entry.status !== 200).length,
    });
  }
  const summary = trials.map(({ rotations, replays, refused }) => `${rotations}r${replays}p${refused}x`).join(' ');
  expect(
    trials.every((trial) => trial.refused === 0),
    `a refresh was refused (rotations r, replays p, refused x per trial): ${summary}`,
  ).toBe(true);
  expect(
    trials.every((trial) => trial.rotations === 1),
    `each trial needs exactly one rotation (the tokens expired); rotations r, replays p, refused x per trial: ${summary}`,
  ).toBe(true);
  console.log(`rotations r, replays p, refused x per trial: ${summary}`);
});
