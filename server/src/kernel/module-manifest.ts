import type { BackgroundTask } from "./background-tasks";
import type { JobKind } from "./jobs";

/**
 * What a server module registers, declared beside what it registers: each folder under src/modules/ has a
 * `<folder>.module.ts` whose default export is one of these. The ORM config, the GraphQL schema and the
 * caching plugin's lists are built from the manifests (see modules/registry.ts); nothing else lists a module's
 * parts. The legacy /api paths are the exception: legacy/routes.ts lists them, so the shim stays in one folder.
 */
export interface ModuleManifest {
  /** The module's name, its folder's. */
  name: string;
  /** The tables it owns (MikroORM entity classes). */
  entities: readonly (abstract new (...args: never[]) => object)[];
  /** Its GraphQL resolver classes. */
  resolvers: readonly (abstract new (...args: never[]) => object)[];
  /**
   * Root query fields whose answer is the same for every visitor who is not signed in and changes only
   * through writes that raise cache_version: the answer cache keeps their answers (graphql/graphql-reads.ts).
   */
  publicReads?: readonly string[];
  /**
   * Mutations that only count views, leaving cache_version alone: after them this process need not look at
   * the version again before its next kept answer.
   */
  counterWrites?: readonly string[];
  /** Work the server repeats while it runs (publishing scheduled articles), started and stopped with it. */
  tasks?: readonly BackgroundTask[];
  /** The kinds of job it queues (kernel/jobs.ts): the server runs them from the database's queue. */
  jobs?: readonly JobKind<never>[];
}

/** Declares a manifest, typed. */
export const defineModule = (manifest: ModuleManifest): ModuleManifest => manifest;
