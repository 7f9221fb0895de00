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

/**
 * The rules whose outcome a page's colours decide. A page checked with every rule in one colour scheme needs
 * only these in the other: the schemes change colours, nothing else (the same elements, names and layout).
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Each rule broken, with where, in a form that reads well in a failure; `exclude` names parts not checked, and
 * `colourOnly` runs the colour rules alone (for a second colour scheme of a page already checked in full).
 */
export async function axeViolations(page: Page, exclude: string[] = [], { colourOnly = false } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(
    async ({ exclude, rules }) => {
      type Context = { include: Document[]; exclude: string[][] };
      type Options = { runOnly?: { type: "rule"; values: string[] } };
      const axe = (window as unknown as { axe: { run(context: Context, options: Options): Promise<{ violations: Violation[] }> } }).axe;
      const context = { include: [document], exclude: exclude.map((selector) => [selector]) };
      return (await axe.run(context, rules ? { runOnly: { type: "rule", values: rules } } : {})).violations;
    },
    { exclude, rules: colourOnly ? COLOUR_RULES : undefined },
  );
  return found.map((rule) => `${rule.id} (${rule.help}): ${rule.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
