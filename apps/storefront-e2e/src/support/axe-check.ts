import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

/** One readable block per violation: rule, impact, help, and the offending elements with axe's summary. */
function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      const more = v.nodes.length > 8 ? `\n    ... and ${v.nodes.length - 8} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/**
 * Waits for the page's finite animations to end. A dialog, drawer or alert fading in has mid-way colours
 * that fail contrast: axe must see the settled screen. A toast on its way out is not part of it either:
 * once its exit animation ends, react-toastify collapses it (a transition started then) and removes it.
 * Animations inside content the browser is skipping (`content-visibility: auto` off screen, such as a
 * rail's later cards) do not run until it is drawn, so they are not waited for: they are not on screen.
 */
export async function animationsSettled(page: Page): Promise<void> {
  const settle = () =>
    page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return !target || target.checkVisibility({ contentVisibilityAuto: true });
          })
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  await settle();
  await expect(page.locator('.Toastify__toast[data-in="false"]')).toHaveCount(0);
  await settle();
}

/**
 * Runs axe (WCAG 2 A and AA rules) on the page: fails on any violation of impact serious or critical and
 * notes the rest on the test.
 */
export async function expectNoSeriousViolations(page: Page, label: string) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const minor = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  test.info().annotations.push({
    type: 'axe',
    description: `${label}: ${results.passes.length} rules passed, ${blocking.length} serious/critical, ${minor.length} minor/moderate${
      minor.length ? ` (${minor.map((v) => `${v.id}:${v.impact}`).join(', ')})` : ''
    }, ${results.incomplete.length} to review by hand${
      results.incomplete.length ? ` (${results.incomplete.map((v) => v.id).join(', ')})` : ''
    }`,
  });
  expect(blocking, `axe found serious or critical violations on ${label}:\n\n${describeViolations(blocking)}`).toEqual([]);
}
