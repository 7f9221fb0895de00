import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/**
 * axe-core's default rules (WCAG 2 A/AA and best practices) over what a page shows now. It is evaluated
 * through the debugging protocol, which the pages' Content-Security-Policy does not apply to.
 */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Each rule broken, with where, in a form that reads well in a failure; `exclude` names parts not checked. */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (exclude) => {
    type Context = { include: Document[]; exclude: string[][] };
    const axe = (window as unknown as { axe: { run(context: Context): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run({ include: [document], exclude: exclude.map((selector) => [selector]) })).violations;
  }, exclude);
  return found.map((rule) => `${rule.id} (${rule.help}): ${rule.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
