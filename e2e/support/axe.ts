import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets the issue was audited with. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Every axe violation on the page as it is now, one readable line each (impact, rule, nodes). */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((v) => ({
    impact: v.impact ?? 'unknown',
    line: `${v.impact} ${v.id}: ${v.help} (${v.nodes.length} nodes, e.g. ${v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ')})`,
  }));
}

/** Fails on any serious or critical violation, naming each. */
export async function expectNoSeriousViolations(page: Page, screen: string) {
  const serious = (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.line);
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/** Waits until the page has settled: its heading shown and nothing reading "Loading...". */
export async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await transitionsDone(page);
}

/** Waits until no CSS transition or animation runs (menus, modals, toasts), so axe reads final colours. */
export async function transitionsDone(page: Page) {
  // Two frames first, so a transition the last action scheduled has started and is counted.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** Fails when any heading skips a level (axe's moderate heading-order rule), naming the nodes. */
export async function expectHeadingsInOrder(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  const lines = violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  expect(lines, `heading-order on ${screen}`).toEqual([]);
}

/** True when the page does not scroll sideways (nothing is wider than the screen). */
export const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
