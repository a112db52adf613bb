import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { axeViolations } from './axe';

test('the assistant drawer: input rules, pending, failures, and a cited figure opening its filtered list', async ({ page }) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations');
  await page.getByRole('button', { name: 'Ask the AI spend assistant' }).click();
  const drawer = page.getByRole('dialog', { name: 'AI spend assistant' });
  await expect(drawer).toBeVisible();
  expect(Math.round((await drawer.boundingBox())!.width)).toBe(450);
  // An empty chat offers five suggested questions, and no canned answer.
  await expect(drawer.getByRole('listitem').getByRole('button')).toHaveCount(5);
  const box = drawer.getByRole('textbox', { name: 'Your question' });
  await expect(box).toBeFocused();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // Blank text is not sent; Shift+Enter adds a line; the box grows to 4 rows, then scrolls.
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/chat')) requests += 1;
  });
  await box.press('Enter');
  await box.fill('   ');
  await box.press('Enter');
  await expect(drawer.getByText('You', { exact: true })).toHaveCount(0);
  await box.fill('one');
  await box.press('Shift+Enter');
  await box.pressSequentially('two');
  await expect(box).toHaveValue('one\ntwo');
  await box.fill('1\n2\n3\n4');
  const fourRows = (await box.boundingBox())!.height;
  await box.fill('1\n2\n3\n4\n5\n6\n7');
  expect((await box.boundingBox())!.height).toBe(fourRows);
  await box.fill('1');
  expect((await box.boundingBox())!.height).toBeLessThan(fourRows);
  expect(requests).toBe(0);

  // While a reply is pending nothing else is sent; a network failure shows §8's text.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat', async (route) => {
    await held;
    await route.abort('failed');
  });
  await box.fill('Hello, are you there?');
  await box.press('Enter');
  await expect(drawer.getByRole('status')).toContainText('Working out the figures');
  await box.fill('A second question');
  await box.press('Enter');
  await expect(drawer.getByRole('button', { name: 'Send' })).toBeDisabled();
  release();
  await expect(drawer.getByText("Sorry, I'm having trouble connecting right now. Please try again in a moment.")).toBeVisible();
  expect(requests).toBe(1);
  await expect(box).toHaveValue('A second question');
  await expect(box).toBeFocused();

  // An API error shows its `error`, else 'Failed to get AI response'.
  await page.unroute('**/api/chat');
  await page.route('**/api/chat', (route) => route.fulfill({ status: 500, json: { error: 'The assistant is resting.' } }), { times: 1 });
  await box.press('Enter');
  await expect(drawer.getByText('The assistant is resting.')).toBeVisible();
  await page.route('**/api/chat', (route) => route.fulfill({ status: 500, json: {} }), { times: 1 });
  await box.fill('Again');
  await box.press('Enter');
  await expect(drawer.getByText('Failed to get AI response')).toBeVisible();
  await page.unroute('**/api/chat');

  // A real answer: each figure is cited; Acme's (the active company) opens the expense list with its filters.
  await box.fill('How much did Acme Trading LLC spend this month?');
  await box.press('Enter');
  const acmeSource = drawer.getByRole('link', { name: /^\[\d+\] Acme Trading LLC: AED [\d,.]+ in \d+ expenses?/ });
  await expect(acmeSource).toBeVisible();
  const sourceText = (await acmeSource.textContent())!;
  expect(sourceText).toMatch(/in \d+ expenses?/);
  // The expense list has no currency filter: it shows Acme's spend in every currency, each cited on its own line.
  const acmeLines = await drawer
    .getByRole('link', { name: /^\[\d+\] Acme Trading LLC: [A-Z]{3} [\d,.]+ in \d+ expenses?/ })
    .allTextContents();
  const count = acmeLines.reduce((sum, line) => sum + Number(/in (\d+) expenses?/.exec(line)![1]), 0);
  await expect(drawer.getByText(/By company:/)).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await acmeSource.click();
  await expect(page).toHaveURL(/\/expenses\?filter=.*spent_from/);
  await expect(page.getByRole('dialog', { name: 'AI spend assistant' })).toHaveCount(0);
  // The list shows the same records the figure counts (one row per expense, plus the header row).
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(count + 1);
});

test('in Arabic the assistant drawer reads right to left, a suggested question is asked and answered in Arabic, and its cited figure opens the list', async ({
  page,
}) => {
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'اسأل مساعد الإنفاق الذكي' }).click();
  const drawer = page.getByRole('dialog', { name: 'مساعد الإنفاق الذكي' });
  await expect(drawer).toBeVisible();
  const box = drawer.getByRole('textbox', { name: 'سؤالك' });
  await expect(box).toBeFocused();
  await expect(drawer.getByRole('heading', { name: 'أسئلة مقترحة' })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // The suggestion sends its Arabic question; the reply is Arabic (the server writes English unless the
  // request carries locale 'ar'), each figure cited.
  const question = 'كم أنفقت كل شركة هذا الشهر؟';
  await drawer.getByRole('button', { name: question }).click();
  await expect(drawer.locator('[data-sender="user"]')).toContainText(question);
  await expect(drawer.getByText(/^الإنفاق في .+\. حسب الشركة:/)).toBeVisible();
  await expect(drawer.getByText('المصادر').first()).toBeVisible();
  // Acme's spend in AED (amounts in Arabic order, 'AED' after the number), with how many expenses it counts.
  const acmeAed = drawer.getByRole('link', { name: /^\[\d+\] Acme Trading LLC: .+\sAED\s\(عدد المصروفات: [\d٠-٩]+\)، / });
  await expect(acmeAed).toBeVisible();
  const digits = /عدد المصروفات: ([\d٠-٩]+)/.exec((await acmeAed.textContent())!)![1];
  const count = Number(digits.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)));
  expect(count).toBeGreaterThan(0);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // A network failure shows §8's text in Arabic.
  await page.route('**/api/chat', (route) => route.abort('failed'));
  await box.fill('مرحباً، هل أنت هنا؟');
  await box.press('Enter');
  await expect(drawer.getByText('عذراً، أواجه مشكلة في الاتصال الآن. يرجى المحاولة مرة أخرى بعد قليل.')).toBeVisible();
  await page.unroute('**/api/chat');

  // Acme's figure (the active company) opens the expense list filtered as the figure counts: its AED rows
  // are the expenses counted (the list has no currency filter; other currencies are cited apart).
  await acmeAed.click();
  await expect(page).toHaveURL(/\/expenses\?filter=.*spent_from/);
  await expect(page.getByRole('dialog', { name: 'مساعد الإنفاق الذكي' })).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'AED' })).toHaveCount(count);
});
