import type { BuildManifest } from "@shared/server-render";

/**
 * The chunk that holds the entry and everything every public page runs (site-chunks.ts). The entry's own chunk is
 * then empty and the build drops it, naming the site chunk in index.html instead, so the manifest marks no entry.
 */
export const SITE_CHUNK = "site";

/**
 * The scripts and styles of the given page modules and of what they import, beyond the entry's own (which
 * index.html names already). Paths as the site serves them: "/assets/…".
 */
export function pageAssets(manifest: BuildManifest, modules: string[]): { styles: string[]; scripts: string[] } {
  const entry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry || chunk.name === SITE_CHUNK) collect(key, entry);
  const page = new Set<string>();
  for (const module of modules) collect(module, page);
  const styles = new Set<string>();
  const scripts: string[] = [];
  for (const key of page) {
    if (entry.has(key)) continue;
    scripts.push(`/${manifest[key].file}`);
    for (const css of manifest[key].css ?? []) styles.add(`/${css}`);
  }
  return { styles: [...styles], scripts };
}
