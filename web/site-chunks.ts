import path from "node:path";
import type { Rolldown } from "vite";
import { PUBLIC_PAGES } from "../server/src/shared/public-pages";
import { SITE_CHUNK } from "./src/app/page-assets";

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup["name"], (...args: never[]) => unknown>>[1];

const SRC = path.resolve(import.meta.dirname, "src");
const ENTRY = path.join(SRC, "main.tsx");
/** The pages the server renders, whose scripts a first visit loads. */
const RENDERED_PAGES = [...new Set(PUBLIC_PAGES.filter((page) => !page.browserOnly).map((page) => path.join(SRC, "features", `${page.module}.tsx`)))];
/**
 * graphql's index re-exports the whole package, so everything under it is "imported" by the entry; Apollo
 * Client uses its printer and visitor only, which come into the site chunk as Apollo's dependencies. The
 * rest (the parser, the validation) is the sandbox's and the editor's.
 */
const GRAPHQL = /node_modules[\\/]graphql[\\/]/;

/** The modules `root` imports statically, directly or not, itself included: what loading it runs at once. */
function staticallyReached(root: string, ctx: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/** What every public page loads at once: the entry with all it imports, and what two rendered pages or more import. */
function siteModules(ctx: ChunkingContext): Set<string> {
  const site = staticallyReached(ENTRY, ctx);
  const pagesReaching = new Map<string, number>();
  for (const page of RENDERED_PAGES) for (const id of staticallyReached(page, ctx)) pagesReaching.set(id, (pagesReaching.get(id) ?? 0) + 1);
  for (const [id, pages] of pagesReaching) if (pages > 1) site.add(id);
  return site;
}

/**
 * Fewer, larger chunks for the public pages. Everything the entry imports (React, the router, Apollo Client,
 * the site's shell) and what several rendered pages share (a list of teasers, a date format, the mutation
 * hook) is one "site" chunk with one style sheet, instead of a dozen small chunks cut wherever the back-office
 * or the sandbox shares a module; each page adds its own chunk. The back-office, the editor and the sandbox
 * keep the automatic chunking, loaded only when opened. (Rolldown's inlining of small common chunks would
 * save requests too, but its strict execution order wraps every module and weighs about 5 KiB more.)
 */
export function siteChunks(): Rolldown.CodeSplittingOptions {
  let site: Set<string> | undefined;
  return {
    groups: [
      {
        name(id, ctx) {
          site ??= siteModules(ctx);
          return site.has(id) && !GRAPHQL.test(id) ? SITE_CHUNK : null;
        },
      },
    ],
  };
}

/**
 * The scripts and styles a public page loads, by file name: the runtime, the site chunk (which holds the entry), each
 * rendered page's own chunk, and the message catalogs. vite.config.ts compresses these at brotli's highest level.
 */
export const PUBLIC_ASSET = new RegExp(
  `(^|/)(rolldown-runtime|site|server\\.[a-z]{2}|${[...new Set(RENDERED_PAGES.map((page) => path.basename(page, ".tsx")))].join("|")})-[\\w-]{8}\\.(js|css)$`,
);
