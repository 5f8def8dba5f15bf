// axe-core in the browser tests (keyboard and labels, lists, "axe on every
// product screen"): the serious and critical WCAG 2.1 A/AA violations of a page, one line each (rule,
// impact, the first offending elements and why), so that a test expects an empty list.
//
// axe-core is injected into a document once and then run there (`axe.run`), in each frame of the page as
// @axe-core/playwright's legacy mode does. @axe-core/playwright's default mode evaluated the 600 kB
// source in the page at every check, then again in a new blank page it opened to assemble the results:
// 3.5 to 6.7 s a check on the loaded 2-core machine, against 0.4 to 0.8 s injected once
// (docs/testing.md#what-the-browser-tier-runs).
import axe from 'axe-core';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function injectOnce(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (!(await frame.evaluate("typeof window.axe === 'object'"))) await frame.evaluate(axe.source);
    } catch {
      // A frame that is gone or not scriptable (a PDF's viewer) is left out, as axe's own runner does.
    }
  }
}

export async function seriousViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  // A dialog still fading in blends its colours with the page (axe then measured 4.0:1 for a 4.8:1
  // placeholder): wait until no finite CSS transition or animation runs (a spinner's endless one is
  // not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await injectOnce(page);
  // Only the violations' details are collected (axe's own speed-up for a pass/fail check).
  const results = await page.evaluate(
    ({ include, tags }) =>
      (window as unknown as { axe: typeof axe }).axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    { include: options.include ?? null, tags: WCAG_21_AA },
  );
  return (results as AxeResults).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | ')}`,
    );
}
