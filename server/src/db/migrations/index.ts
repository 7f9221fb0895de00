import fs from "node:fs";
import path from "node:path";
import type { MigrationObject } from "@mikro-orm/core";

/** A migration file: `Migration<UTC timestamp>_<what>.ts`, `.js` once compiled. */
const MIGRATION_FILE = /^(Migration\d{14}_\w+)\.(ts|js)$/;

/**
 * Every migration in this folder, oldest first (the timestamp orders them). Found here rather than by
 * MikroORM's own glob, because the same code has to work from compiled JavaScript, from TypeScript under swc
 * and inside the test runner; a new migration file needs no other change.
 */
export async function migrationsInFolder(dir = __dirname): Promise<MigrationObject[]> {
  const names = fs
    .readdirSync(dir)
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const exported = ((await import(path.join(dir, name))) as Record<string, MigrationObject["class"]>)[name];
      if (!exported) throw new Error(`${name} must export a class named ${name}.`);
      return { name, class: exported };
    }),
  );
}
