// axe-core in the portal's browser tests: every page the tests draw is checked against WCAG 2.x
// A and AA (and axe's best practices), and a test fails on any violation. The engine's source is
// evaluated through the DevTools protocol (page.evaluate), which the page's strict CSP does not
// govern, so the page under test stays exactly as served.
import axe from "axe-core";
import type { Page } from "playwright-core";

export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** The violations axe-core finds in the page as it is drawn now; [] when there are none. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate("typeof window.axe === 'object'"))) await page.evaluate(axe.source);
  const results = (await page.evaluate(
    "window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } })",
  )) as axe.AxeResults;
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(" ")),
  }));
}
