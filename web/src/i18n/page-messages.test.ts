import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES, SHELL_MESSAGES } from "@shared/public-pages";
import publicEn from "./catalogs/public.en.json";

/**
 * A page the server renders carries the messages of the shell's groups and its own only (public-pages.ts); a
 * message of another group would show as its id until the browser drew another page. So every message id that
 * the code of a page, or of what it loads, names must be of those groups: read here off the sources, following
 * web/src's own imports (static and import()) from the page's module.
 */
const SRC = path.resolve(import.meta.dirname, "..");
const IDS = Object.keys(publicEn);
const groupOf = (id: string) => id.slice(0, id.indexOf("."));
const GROUPS = new Set(IDS.map(groupOf));
/** Where a walk stops: another page (each checked on its own) and the back-office, which brings the whole catalog. */
const ELSEWHERE = /[\\/]features[\\/][^\\/]+[\\/][^\\/]+-page\.tsx$|[\\/]app[\\/]admin-routes\.tsx$/;

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, base, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
    (file) => /\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/** The files under web/src that `roots` load, themselves included, not going into another page or the back-office. */
function reachedFrom(roots: string[]): Set<string> {
  const reached = new Set<string>();
  const queue = [...roots];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    const text = fs.readFileSync(file, "utf8");
    for (const [, spec] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g)) {
      const imported = resolveImport(file, spec);
      if (imported && !ELSEWHERE.test(imported) && !imported.endsWith(".test.ts") && !imported.endsWith(".test.tsx")) queue.push(imported);
    }
  }
  return reached;
}

/** The groups of the public messages a file names: an id written out, or the start of one in a template (`article.state.${…}`). */
function groupsNamedIn(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const named = new Set<string>();
  for (const [, id] of text.matchAll(/["'`]([a-zA-Z]+\.[\w.]+)["'`]/g)) if (IDS.includes(id)) named.add(groupOf(id));
  for (const [, start] of text.matchAll(/`([a-zA-Z]+\.[\w.]*)\$\{/g)) if (IDS.some((id) => id.startsWith(start))) named.add(groupOf(start));
  return [...named].filter((group) => GROUPS.has(group));
}

/** What every page runs: the entry and everything it loads but the pages themselves. */
const shell = reachedFrom([path.join(SRC, "main.tsx")]);
const relative = (file: string) => path.relative(SRC, file);

describe("the messages a rendered page carries", () => {
  it("cover what the shell shows (the header, the footer, not found and loading)", () => {
    const outside = [...shell].flatMap((file) => groupsNamedIn(file).filter((group) => !SHELL_MESSAGES.includes(group)).map((group) => `${relative(file)}: ${group}`));
    expect(outside).toEqual([]);
    // The walk itself found the shell: the layout and the header's search box are in it.
    expect([...shell].map(relative)).toEqual(expect.arrayContaining([path.join("app", "public-layout.tsx")]));
  });

  const rendered = [...new Map(PUBLIC_PAGES.filter((page) => !page.browserOnly).map((page) => [page.module, page])).values()];
  it.each(rendered.map((page) => [page.module, page] as const))("cover what %s shows", (_module, page) => {
    const files = [...reachedFrom([path.join(SRC, "features", `${page.module}.tsx`)])].filter((file) => !shell.has(file));
    const allowed = new Set([...SHELL_MESSAGES, ...page.messages]);
    const outside = files.flatMap((file) => groupsNamedIn(file).filter((group) => !allowed.has(group)).map((group) => `${relative(file)}: ${group}`));
    expect(outside).toEqual([]);
    // Every group the page names is one it needs (a group listed and never named would only add weight).
    const named = new Set(files.flatMap(groupsNamedIn));
    expect(page.messages.filter((group) => !named.has(group))).toEqual([]);
  });
});
