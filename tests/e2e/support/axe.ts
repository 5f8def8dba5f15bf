// axe-core in the browser tests (keyboard and labels, lists, "axe on every
// product screen"): the serious and critical WCAG 2.1 A/AA violations of a page, one line each (rule,
// impact, the first offending elements and why), so that a test expects an empty list.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export async function seriousViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  // A dialog still fading in blends its colours with the page (axe then measured 4.0:1 for a 4.8:1
  // placeholder): wait until no finite CSS transition or animation runs (a spinner's endless one is
  // not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (options.include) builder = builder.include(options.include);
  // Only the violations' details are collected (axe's own speed-up for a pass/fail check).
  const results = await builder.options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | ')}`,
    );
}
