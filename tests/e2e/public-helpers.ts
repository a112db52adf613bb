import type { Page } from '@playwright/test';

type AxeResult = { violations: Array<{ id: string; impact: string | null; nodes: unknown[] }> };

/**
 * Runs axe-core on the page, or only inside `selector` (a page's own content within the
 * shell, which the shell's own scan covers); the serious and critical violations as 'rule (nodes)'.
 */
export async function seriousAxeViolations(page: Page, selector?: string): Promise<string[]> {
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  return page.evaluate(async (include) => {
    const { axe } = window as unknown as { axe: { run: (context?: unknown) => Promise<AxeResult> } };
    const { violations } = await axe.run(include ? { include: [include] } : undefined);
    return violations.filter((item) => item.impact === 'serious' || item.impact === 'critical').map((item) => `${item.id} (${item.nodes.length})`);
  }, selector);
}
