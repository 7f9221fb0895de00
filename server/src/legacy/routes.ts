import type { LegacyRoute } from "./route";
import { articleLegacy } from "./modules/article";
import { authLegacy } from "./modules/auth";
import { columnLegacy } from "./modules/column";
import { dailySentenceLegacy } from "./modules/daily-sentence";
import { homeInfoLegacy } from "./modules/home-info";
import { linkLegacy } from "./modules/link";
import { messageLegacy } from "./modules/message";
import { siteInfoLegacy } from "./modules/site-info";
import { systemInfoLegacy } from "./modules/system-info";
import { userLegacy } from "./modules/user";

/** The legacy /api paths by name ("getArticle" is /api/getArticle), each row served over one module's services. */
export type LegacyTable = ReadonlyMap<string, LegacyRoute>;

/** One module's rows (legacy/modules/<module>.ts), under the module's name. */
export type LegacyRows = { name: string; legacy: Readonly<Record<string, LegacyRoute>> };

/**
 * Gathers the modules' rows. Two modules claiming one path would leave the answer to the order of this list,
 * so the server refuses to start and names both.
 */
export function legacyTable(modules: readonly LegacyRows[]): LegacyTable {
  const table = new Map<string, LegacyRoute>();
  const owners = new Map<string, string>();
  for (const module of modules) {
    for (const [path, route] of Object.entries(module.legacy)) {
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

/** Every path of the contract (shared/legacy-api.md). */
export const LEGACY_ROUTES: LegacyTable = legacyTable(
  Object.entries({
    article: articleLegacy, auth: authLegacy, column: columnLegacy, "daily-sentence": dailySentenceLegacy, "home-info": homeInfoLegacy,
    link: linkLegacy, message: messageLegacy, "site-info": siteInfoLegacy, "system-info": systemInfoLegacy, user: userLegacy,
  }).map(([name, legacy]) => ({ name, legacy })),
);
