import { Entity, PrimaryKey, Property } from "@mikro-orm/core";

/**
 * One row whose `version` a database trigger raises in the same transaction as every write to public
 * content (see the cache_version migration). Server processes compare it with the version their cached
 * answers were made at, so a write by any process, or by hand in SQL, invalidates every process's cache.
 * Mapped as an entity only so that generated migrations know the table and never drop it.
 */
@Entity({ tableName: "cache_version" })
export class CacheVersion {
  @PrimaryKey({ type: "integer", autoincrement: false })
  id!: number;

  @Property({ type: "bigint", default: 0 })
  version!: string;
}
