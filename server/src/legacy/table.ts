import type { LegacyRoute } from "../kernel/legacy/route";
import type { ModuleManifest } from "../kernel/module-manifest";

/** The legacy /api paths by name ("getArticle" is /api/getArticle), from the modules that serve them. */
export type LegacyTable = ReadonlyMap<string, LegacyRoute>;

/**
 * Gathers the rows the modules declare in their manifests. Two modules claiming one path would leave the
 * answer to load order, so the server refuses to start and names both.
 */
export function legacyTable(modules: readonly Pick<ModuleManifest, "name" | "legacy">[]): LegacyTable {
  const table = new Map<string, LegacyRoute>();
  const owners = new Map<string, string>();
  for (const module of modules) {
    for (const [path, route] of Object.entries(module.legacy ?? {})) {
      const owner = owners.get(path);
      if (owner !== undefined) {
        throw new Error(`The legacy path /api/${path} is declared by both the ${owner} and the ${module.name} module; one path, one module.`);
      }
      owners.set(path, module.name);
      table.set(path, route);
    }
  }
  return table;
}
