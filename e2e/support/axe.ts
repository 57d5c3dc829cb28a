import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Scans the page with axe-core (WCAG 2.0/2.1/2.2 A and AA and best practices) and fails with a
 * readable list of violations. `include` narrows the scan to a selector (e.g. a dialog); a whole
 * page is scanned scrolled to its top.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // From the top of the page: content scrolled under the sticky header would count as an obscured
  // touch target (target-size) although no shopper can reach it there.
  if (!include) await page.evaluate(() => window.scrollTo(0, 0));
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}
