import type { MigrationObject } from "@mikro-orm/core";
import { Migration20261121073931_initial } from "./Migration20261121073931_initial";
import { Migration20261121074915_links_and_messages } from "./Migration20261121074915_links_and_messages";
import { Migration20261121075532_cache_version } from "./Migration20261121075532_cache_version";
import { Migration20261123213828_abuse_limits } from "./Migration20261123213828_abuse_limits";

/**
 * Every migration, oldest first. Listed explicitly (not found by a file glob) so the same list works from
 * compiled JavaScript, from TypeScript under swc and inside the test runner. Add a row per new migration.
 */
export const migrationsList: MigrationObject[] = [
  { name: "Migration20261121073931_initial", class: Migration20261121073931_initial },
  { name: "Migration20261121074915_links_and_messages", class: Migration20261121074915_links_and_messages },
  { name: "Migration20261121075532_cache_version", class: Migration20261121075532_cache_version },
  { name: "Migration20261123213828_abuse_limits", class: Migration20261123213828_abuse_limits },
];
