import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * The one axe policy of the e2e tests: serious and critical violations fail, and so do two rules of
 * any impact — `list` (invalid lists) and `label-content-name-mismatch` (experimental in axe, off by
 * default; Lighthouse runs it, so we enable it).
 */
const ALWAYS_BLOCKING = ['list', 'label-content-name-mismatch'];
const BLOCKING_IMPACTS = ['serious', 'critical'];

type Violation = { id: string; impact?: string | null; nodes: { target: unknown[]; html: string }[] };

/**
 * axe run in the page itself: injected once per document, violations only. (`AxeBuilder.analyze()`
 * injects axe again on every call and finishes each run in a new blank page with every passing node
 * serialised; the route walks scan ~90 pages in one document.) A page with frames goes through
 * AxeBuilder, which scans inside them.
 */
async function runAxe(page: Page, selector: string | undefined, options: axe.RunOptions): Promise<Violation[]> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options(options);
    if (selector) builder = builder.include(selector);
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ selector, options }) => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(selector ? { include: [[selector]] } : document, options);
      return results.violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map(({ target, html }) => ({ target, html })),
      }));
    },
    { selector, options },
  );
}

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
  // A transition that starts after that wait (a button enabled as its data arrives, a hover) would be
  // read half-way: colours are read at their end values while axe runs.
  await page.evaluate((css) => {
    const style = document.createElement('style');
    style.id = 'axe-scan-without-transitions';
    style.textContent = css;
    document.head.append(style);
  }, '*, *::before, *::after { transition: none !important; }');
  const violations = await runAxe(page, selector, {
    rules: { 'label-content-name-mismatch': { enabled: true } },
    resultTypes: ['violations'],
    ...(options.onlyRules ? { runOnly: { type: 'rule', values: options.onlyRules } } : {}),
  }).finally(() => page.evaluate(() => document.getElementById('axe-scan-without-transitions')?.remove()).catch(() => undefined));
  return violations
    .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact ?? '') || ALWAYS_BLOCKING.includes(violation.id))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`,
    );
}
