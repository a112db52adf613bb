import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The one axe policy of the e2e tests: serious and critical violations fail, and so do two rules of
 * any impact — `list` (invalid lists) and `label-content-name-mismatch` (experimental in axe, off by
 * default; Lighthouse runs it, so we enable it).
 */
const ALWAYS_BLOCKING = ['list', 'label-content-name-mismatch'];
const BLOCKING_IMPACTS = ['serious', 'critical'];

/**
 * The blocking axe violations of the page, or only inside `selector` (a page's own content within
 * the shell, which the shell's own scan covers), each as 'rule (impact): where'; `onlyRules` runs
 * those rules alone (the dark theme changes colours only).
 */
export async function axeViolations(page: Page, selector?: string, options: { onlyRules?: string[] } = {}): Promise<string[]> {
  // A dialog fading in has half-transparent colours: scan once every finite transition has ended
  // (spinners run forever and are not waited for).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  let builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (selector) builder = builder.include(selector);
  if (options.onlyRules) builder = builder.withRules(options.onlyRules);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? '') || ALWAYS_BLOCKING.includes(violation.id))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`,
    );
}
