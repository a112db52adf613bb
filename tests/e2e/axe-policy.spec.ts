import { test, expect } from './fixtures';
import { axeViolations } from './axe';

// The scan every page test relies on finds what it must: a broken page fails, a scope and a rule
// list narrow it, and a second scan in the same document (the route walks) still sees new content.
test('the axe scan reports blocking violations, within its scope and rules, again after the page changed', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(() => {
    const box = document.createElement('section');
    box.id = 'broken';
    box.innerHTML =
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20"><p style="color:#eee;background:#fff">Faint text</p>';
    document.body.append(box);
  });
  const all = await axeViolations(page);
  expect(all.some((violation) => violation.startsWith('image-alt (critical)') && violation.includes('<img src="data:image/gif'))).toBe(
    true,
  );
  expect(all.some((violation) => violation.startsWith('color-contrast (serious)'))).toBe(true);

  expect(await axeViolations(page, '#broken', { onlyRules: ['color-contrast'] })).toEqual([
    expect.stringMatching(/^color-contrast \(serious\): #broken > p /),
  ]);
  expect(await axeViolations(page, 'form')).toEqual([]);
});
