import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './axe';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';

// Issue 35 item 9: My Approval shows each item's description (§3's approval request); a chat the
// assistant cannot answer falls back to §8's canned answers (no figure, a link to the page that shows it).
type InboxItem = { title: string; description: string | null; company_name: string };

async function toArabic(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('My Approval shows each item’s description under its title, in English and in Arabic', async ({ page }) => {
  const inbox = page.waitForResponse((response) => response.url().includes('/api/admin/portfolio/approvals') && response.ok());
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations/my-approval');
  const items = ((await (await inbox).json()) as { data: InboxItem[] }).data;
  const described = items.filter((item) => item.description?.trim());
  expect(described.length).toBeGreaterThan(0);
  for (const item of described.slice(0, 5)) {
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: item.title, exact: true }) })
      .first();
    await expect(row.getByTestId('approval-description')).toHaveText(item.description!.trim());
  }
  const undescribed = items.find((item) => !item.description?.trim());
  if (undescribed) {
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: undescribed.title, exact: true }) })
      .first();
    await expect(row.getByTestId('approval-description')).toHaveCount(0);
  }
  expect(await axeViolations(page, 'main')).toEqual([]);

  await toArabic(page);
  const first = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: described[0].title, exact: true }) })
    .first();
  await expect(first.getByTestId('approval-description')).toHaveText(described[0].description!.trim());
  expect(await axeViolations(page, 'main')).toEqual([]);
});

// The mock's faults reach the assistant's POST /api/chat as any API call (QA breaks it the same way): a server error,
// or the connection reset (the assistant cannot be reached at all).
const breakChatCalls = async (request: APIRequestContext, fault: { status: number } | { kind: 'reset' }) =>
  expect((await request.post('/__mock/faults', { data: { route: 'POST /api/chat', times: 20, ...fault } })).status()).toBe(201);

test('when the chat API cannot be reached, the assistant offers the canned answer for the question with a link to its page; otherwise the trouble text', async ({
  page,
  request,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations');
  await breakChatCalls(request, { status: 503 });
  await page.getByRole('button', { name: 'Ask the AI spend assistant' }).click();
  const drawer = page.getByRole('dialog', { name: 'AI spend assistant' });
  const box = drawer.getByRole('textbox', { name: 'Your question' });

  await box.fill('What is urgent or overdue?');
  await box.press('Enter');
  await expect(drawer.getByText('The assistant could not be reached. An offline answer:')).toBeVisible();
  await expect(
    drawer.getByText('My Approval lists everything waiting on you in every company, urgent first, then the earliest due.'),
  ).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  await box.fill('Which card limits are nearly used?');
  await box.press('Enter');
  await expect(drawer.getByText("Cards shows each card's limit and how much of it is left.")).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Open Cards' })).toBeVisible();

  // A question of no topic gets §8's trouble text, and no canned answer.
  await box.fill('Hello, are you there?');
  await box.press('Enter');
  await expect(drawer.getByText("Sorry, I'm having trouble connecting right now. Please try again in a moment.")).toBeVisible();
  await expect(drawer.getByText('The assistant could not be reached. An offline answer:')).toHaveCount(2);

  await drawer.getByRole('link', { name: 'Open My Approval' }).click();
  await expect(page).toHaveURL(/\/organizations\/my-approval$/);
  await expect(page.getByRole('tab', { name: 'My Approval', selected: true })).toBeVisible();
});

test('in Arabic a failed chat offers the canned answer in Arabic, right to left', async ({ page, request }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations');
  await toArabic(page);
  await breakChatCalls(request, { kind: 'reset' });
  await page.getByRole('button', { name: 'اسأل مساعد الإنفاق الذكي' }).click();
  const drawer = page.getByRole('dialog', { name: 'مساعد الإنفاق الذكي' });
  await drawer.getByRole('button', { name: 'هل هناك إنفاق غير معتاد؟' }).click();
  await expect(drawer.getByText('تعذّر الوصول إلى المساعد. إليك إجابة دون اتصال:')).toBeVisible();
  await expect(drawer.getByText('يعرض الامتثال الذكي المصروفات والفواتير المعلَّمة كغير معتادة، الأشد خطورة أولاً.')).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await drawer.getByRole('link', { name: 'فتح الامتثال الذكي' }).click();
  await expect(page).toHaveURL(/\/smart-comply/);
});
