import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// Evaluated rather than added as a <script>: the site's CSP rightly refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

declare global {
  interface Window {
    /** axe-core, once its source has been evaluated in the page. */
    axe: typeof import("axe-core");
  }
}

/**
 * Runs axe-core in the page and returns the serious and critical violations, each as a
 * readable line, so a failing test says what is wrong and where.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
