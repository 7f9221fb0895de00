import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { BuildManifest, ServerEntry } from "../shared/server-render";

/** The site build's server entry and manifest, as web/scripts/build-site.mjs writes them into each build. */
export interface SiteRenderer {
  entry: ServerEntry;
  manifest: BuildManifest;
}

/** Where the renderer of the moment comes from: the live build (tests render from the site's sources). */
export type SiteRendererSource = () => Promise<SiteRenderer | undefined>;

const ENTRY = ".ssr/entry-server.js";
const MANIFEST = ".vite/manifest.json";

/**
 * Loads the server entry of the live build (`currentBuild`: its folder, "" when there is none), once per build:
 * a rebuild while the server runs switches to a new folder, and the next request loads that one's entry (an
 * ES module, which Node's require loads; each build has its own path, so nothing stale is reused). Undefined
 * while there is no build.
 */
export function siteRendererOf(currentBuild: () => string): SiteRendererSource {
  const load = createRequire(__filename);
  const loaded = new Map<string, SiteRenderer>();
  return async () => {
    const build = currentBuild();
    if (!build) return undefined;
    const known = loaded.get(build);
    if (known) return known;
    const entryFile = path.join(build, ENTRY);
    if (!fs.existsSync(entryFile)) return undefined;
    const { serverEntry } = load(entryFile) as { serverEntry: ServerEntry };
    const manifest = JSON.parse(fs.readFileSync(path.join(build, MANIFEST), "utf8")) as BuildManifest;
    const renderer = { entry: serverEntry, manifest };
    // Only the live build is kept: the old one's modules stay in Node's cache, but no longer here.
    loaded.clear();
    loaded.set(build, renderer);
    return renderer;
  };
}
