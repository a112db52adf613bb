import { apiHeaders } from '../support/apiSignIn';
import { axeViolations } from './axe';
import { ACCOUNTS, expect, RETURNING_USER_DEFAULT_COMPANY_ID, test } from './fixtures';

/** Issue 37 item 4: the QA console at /__mock/ shows the journal and adds a fault that then hits. */
test('the console lists the last ten calls with their answers, and a fault added there hits the next call', async ({
  page,
  appServer,
  baseURL,
  request,
}) => {
  // Ten calls: one sign-in (the token endpoint), then nine API calls, one of them for a card that does not exist.
  const headers = await apiHeaders(baseURL!, ACCOUNTS.firmAdmin, RETURNING_USER_DEFAULT_COMPANY_ID);
  const call = (path: string) => fetch(`${baseURL}${path}`, { headers });
  for (let pageNumber = 1; pageNumber <= 7; pageNumber += 1) {
    expect((await call(`/api/admin/cards?page=${pageNumber}&per_page=1`)).status).toBe(200);
  }
  expect((await call('/api/admin/me')).status).toBe(200);
  expect((await call('/api/admin/cards/987654')).status).toBe(404);

  expect((await request.post('/__mock/snapshots', { data: { name: 'console-start' } })).status()).toBe(201);
  await page.goto('/__mock/');
  await expect(page.getByRole('heading', { name: 'Mock API console' })).toBeVisible();
  await page.getByLabel('Control token').fill(appServer.mockApi.context.options.controlToken);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('status')).toHaveText('Connected to sandbox default.');

  const rows = page.getByRole('table', { name: /Last requests/ }).getByRole('row');
  // A header row and the ten calls, newest first.
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(1)).toContainText('GET /api/admin/cards/987654');
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('404');
  await expect(rows.nth(1)).toContainText('{"message":');
  await expect(rows.nth(2)).toContainText('GET /api/admin/me');
  await expect(rows.nth(2).getByRole('cell').nth(2)).toHaveText('200');
  await expect(rows.nth(2)).toContainText(`"email":"${ACCOUNTS.firmAdmin}"`);
  await expect(rows.nth(10)).toContainText('POST /oauth/token');
  await expect(rows.nth(10)).toContainText('"access_token":"[redacted]"');
  expect(await axeViolations(page)).toEqual([]);

  // A route no operation has is refused with the nearest ones; the right one is added.
  const faultForm = page.getByRole('group', { name: 'Add a fault' });
  await faultForm.getByLabel('Route').fill('GET /api/admin/mee');
  await faultForm.getByLabel('Status').fill('503');
  await page.getByRole('button', { name: 'Add fault' }).click();
  await expect(page.getByRole('list', { name: 'Fault errors' })).toContainText('nearest: GET /api/admin/me');
  await faultForm.getByLabel('Route').fill('GET /api/admin/me');
  await page.getByRole('button', { name: 'Add fault' }).click();
  await expect(page.getByRole('status')).toHaveText('Fault #1 added.');
  await expect(page.locator('#faults')).toContainText('#1 GET /api/admin/me · status · 503 · hit 0 of 0');

  expect((await call('/api/admin/me')).status).toBe(503);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(rows.nth(1)).toContainText('GET /api/admin/me');
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText('503');
  await expect(rows.nth(1)).toContainText('fault #1');
  await page.reload();
  // The token stays for the tab: the page reconnects by itself.
  await expect(page.locator('#faults')).toContainText('hit 1 of 1');
  await page.getByRole('button', { name: 'Remove fault #1' }).click();
  await expect(page.locator('#faults')).toHaveText('None.');
  expect((await call('/api/admin/me')).status).toBe(200);

  // The state actions call the controls: restore a snapshot, load a scenario, clear the journal.
  await page.getByRole('button', { name: 'Restore snapshot console-start' }).click();
  await expect(page.getByRole('status')).toHaveText('Snapshot console-start restored.');
  await page.getByRole('button', { name: 'Load scenario wallet-near-zero' }).click();
  await expect(page.getByRole('status')).toHaveText('Scenario wallet-near-zero loaded.');
  await page.getByRole('button', { name: 'Clear journal' }).click();
  await expect(page.getByRole('status')).toHaveText('Journal cleared.');
  await expect(rows).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});
