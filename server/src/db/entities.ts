import { CacheVersion } from "../cache/cache-version.entity";
import { TableRow } from "../kernel/table-row";
import { loadModules } from "../modules/registry";

/** Every table the ORM knows about: the modules' (from their manifests), the shared row base and the cache's. */
export async function ormEntities() {
  const modules = await loadModules();
  return [TableRow, CacheVersion, ...modules.flatMap((module) => module.entities)];
}
