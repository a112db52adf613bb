import type { Page } from '@playwright/test';
import type { RunningServer } from '../../server/app.ts';
import { test, expect, openAndSignIn, ACCOUNTS } from './fixtures';
import { navigateInAppUntilShown } from './navigation';

// Issue 35 items 3 and 4: the assistant counts a category with its sub-categories, and each cited
// figure opens what it counts — a total its filtered list, an item the record itself.
type Db = RunningServer['mockApi']['context']['store']['db'];
const dbOf = (appServer: unknown): Db => (appServer as RunningServer).mockApi.context.store.db;

const WORDS = {
  en: {
    open: 'Ask the AI spend assistant',
    title: 'AI spend assistant',
    input: 'Your question',
    sources: 'Sources',
    switchTitle: 'Switch organization',
    confirm: 'Confirm',
  },
  ar: {
    open: 'اسأل مساعد الإنفاق الذكي',
    title: 'مساعد الإنفاق الذكي',
    input: 'سؤالك',
    sources: 'المصادر',
    switchTitle: 'تبديل المؤسسة',
    confirm: 'تأكيد',
  },
};

async function ask(page: Page, question: string, language: 'en' | 'ar' = 'en') {
  const words = WORDS[language];
  await openAndSignIn(page, ACCOUNTS.firmAdmin, '/organizations');
  if (language === 'ar') {
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
  await page.getByRole('button', { name: words.open }).click();
  const drawer = page.getByRole('dialog', { name: words.title });
  const box = drawer.getByRole('textbox', { name: words.input });
  await box.fill(question);
  await box.press('Enter');
  await expect(drawer.getByText(words.sources).first()).toBeVisible();
  return drawer;
}

/** The record links (of the active company) an answer offers. */
const recordLinks = (drawer: ReturnType<Page['getByRole']>) =>
  drawer
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? '').filter((href) => /^\/(expenses|bills|cards)\/overview\/\d+$/.test(href)),
    );

/** Checks the page shows the record its address names (read from the mock's data), in the active company. */
async function expectRecordShown(page: Page, db: Db, href: string) {
  const [, kind, id] = /^\/(expenses|bills|cards)\/overview\/(\d+)$/.exec(href)!;
  const record = <T extends { id: number }>(rows: T[]) => rows.find((row) => row.id === Number(id))!;
  if (kind === 'expenses')
    await expect(page.getByRole('dialog').getByRole('heading', { name: record(db.expenses).merchant })).toBeVisible();
  if (kind === 'bills')
    await expect(
      page
        .getByRole('heading')
        .filter({ hasText: record(db.bills).invoice_number })
        .first(),
    ).toBeVisible();
  if (kind === 'cards') {
    const card = record(db.cards);
    await expect(page.getByText(card.name).first()).toBeVisible();
    await expect(page.getByText(card.number.slice(-4)).first()).toBeVisible();
  }
  await expect(page.getByText(/not found|page does not exist|something went wrong|غير موجودة/i)).toHaveCount(0);
}

test('travel spend counts Car rental, and its link lists exactly the expenses counted', async ({ page }) => {
  const drawer = await ask(page, 'How much did Acme Trading LLC spend on travel this year?');
  await expect(drawer.getByText(/no spend/)).toHaveCount(0);
  const acmeLines = drawer.getByRole('link', { name: /^\[\d+\] Acme Trading LLC: [A-Z]{3} [\d,.]+ in \d+ expenses?/ });
  const acme = acmeLines.first();
  await expect(acme).toBeVisible();
  // The list has no currency filter: it shows Acme's travel in every currency, each cited on its own line.
  const count = (await acmeLines.allTextContents()).reduce((sum, line) => sum + Number(/in (\d+) expenses?/.exec(line)![1]), 0);
  await acme.click();
  await expect(page).toHaveURL(/\/expenses\?filter=.*category_id/);
  await expect(page.getByRole('heading', { name: 'Expenses', level: 1 })).toBeVisible();
  if (count < 20) await expect(page.getByRole('table').getByRole('row')).toHaveCount(count + 1);
  else await expect(page.getByText(new RegExp(`of ${count}$`))).toBeVisible();
});

test('a bill waiting for approval or overdue, cited by the assistant, opens that bill', async ({ page }) => {
  const drawer = await ask(page, 'What is pending approval?');
  const item = drawer.getByRole('link', { name: /^\[\d+\] Bill INV-\d+ from .+\(Acme Trading LLC\)$/ }).first();
  await expect(item).toBeVisible();
  const invoice = /Bill (INV-\d+) from/.exec((await item.textContent())!)![1];
  await item.click();
  await expect(page).toHaveURL(/\/bills\/overview\/\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(`^Bill ${invoice} `) })).toBeVisible();
});

for (const [language, questions] of [
  ['en', ['What is pending approval?', 'Which card limits are nearly used?', 'Any unusual spend in the last 90 days?']],
  ['ar', ['هل هناك إنفاق غير معتاد خلال آخر ٩٠ يومًا؟']],
] as const) {
  for (const question of questions) {
    test(`every record the assistant cites opens (${language}): ${question}`, async ({ page, appServer }) => {
      test.setTimeout(240_000);
      const db = dbOf(appServer);
      const drawer = await ask(page, question, language);
      // Records of the active company are links: each opens its record.
      const links = await recordLinks(drawer);
      // The first afresh, the others inside the app (as its links open them).
      for (const [index, href] of links.entries()) {
        if (index === 0) await page.goto(href);
        else await navigateInAppUntilShown(page, href);
        await expectRecordShown(page, db, href);
      }
      // A record of another company opens there once the company is switched (asked first).
      if (links.length > 0) return;
      const other = drawer.getByRole('button', { name: /^\[\d+\] / }).first();
      await expect(other, 'the answer cites a record').toBeVisible();
      await other.click();
      const words = WORDS[language];
      await page.getByRole('dialog', { name: words.switchTitle }).getByRole('button', { name: words.confirm }).click();
      await expect(page).toHaveURL(/\/(expenses\?.*\bexpense=\d+|(bills|cards)\/overview\/\d+)/);
      const url = new URL(page.url());
      const expenseId = url.searchParams.get('expense');
      await expectRecordShown(page, db, expenseId ? `/expenses/overview/${expenseId}` : url.pathname);
    });
  }
}

test('in Arabic too, travel spend counts Car rental and its link lists exactly the expenses counted', async ({ page }) => {
  const drawer = await ask(page, 'كم أنفقت Acme Trading LLC على Travel هذه السنة؟', 'ar');
  const acmeLines = drawer.getByRole('link', { name: /^\[\d+\] Acme Trading LLC/ });
  await expect(acmeLines.first()).toBeVisible();
  const texts = await acmeLines.allTextContents();
  // 'AED x (عدد المصروفات: ١٢)': the count in Arabic-Indic digits.
  const western = (digits: string) =>
    Number(digits.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit))).replace(/[^\d]/g, ''));
  const count = texts.reduce((sum, line) => sum + western(/عدد المصروفات: ([\d٠-٩٬,]+)/.exec(line)?.[1] ?? 'x'), 0);
  expect(count, texts.join(' | ')).toBeGreaterThan(0);
  await acmeLines.first().click();
  await expect(page).toHaveURL(/\/expenses\?filter=.*category_id/);
  if (count < 20) await expect(page.getByRole('table').getByRole('row')).toHaveCount(count + 1);
  else await expect(page.getByText(new RegExp(`${count}$`)).first()).toBeVisible();
});
