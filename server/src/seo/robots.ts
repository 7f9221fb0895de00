import type { SiteContext } from "./site-context";

/** The back-office pages, sign-in, the API endpoints and the sandbox: nothing there for a search index. */
const PRIVATE_PATHS = [
  "/admin", "/system", "/seo", "/nav", "/navDetail", "/role", "/linked", "/message",
  "/logup", "/sandbox", "/graphql", "/api",
];

export function robotsTxt(site: SiteContext): string {
  const rules = PRIVATE_PATHS.map((path) => `Disallow: ${path}`);
  return ["User-agent: *", ...rules, "", `Sitemap: ${site.absolute("/sitemap.xml")}`, ""].join("\n");
}
