import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core in the page (WCAG 2.1 A and AA rules and best practices) and returns the serious and
 * critical violations, each as "rule: help (first targets)", so a failing test says what to fix.
 */
export async function seriousA11yViolations(page: Page, within?: string): Promise<string[]> {
  // Evaluated through the browser's debugging protocol: the app's Content Security Policy refuses an
  // inline <script> tag (addScriptTag), as it should.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE_SCRIPT, 'utf8'));
  // `within`: a selector for the part a test checks (an open dialog), instead of the whole page.
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run: (c: Document | Element, o: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run((selector && document.querySelector(selector)) || document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations;
  }, within);
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
