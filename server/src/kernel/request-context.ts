import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "../config";
import type { ViewCounter } from "../view-counting/view-counter";
import type { CountBatcher } from "../view-counting/count-batcher";
import type { JobQueue } from "./jobs";
import type { Account } from "./permissions";
import type { UploadStorage } from "./upload-storage";

/** What every GraphQL resolver, legacy call and upload gets for one request: values, so no service needs Express. */
export interface RequestContext {
  /** A fresh EntityManager for this request only. */
  em: EntityManager;
  config: Config;
  /** The signed-in user (the User entity the session names), or null. */
  user: Account | null;
  /** The current session's token hash, for logout. */
  sessionTokenHash?: string;
  /** The client's address as Express sees it (honouring TRUST_PROXY). */
  ip: string;
  /** The client's User-Agent header: view counting tells visitors apart by it and the address. */
  userAgent: string | undefined;
  /** The scheme, host and port the request came to (`https://example.com`): the site's address when none is set. */
  origin: string;
  /** The host name the request came to, without the port. */
  hostname: string;
  /** The request's cookies, and the ones its answer sets. */
  cookies: Cookies;
  /** Decides which views and visits count; one per app, shared by its requests. */
  viewCounter: ViewCounter;
  /** Holds the counted views and visits until they are written, about once a second; one per app. */
  counts: CountBatcher;
  /** Rows a hot public path may read from memory (see cache/row-snapshots.ts); one per app. */
  rows: RowSnapshots;
  /** Where uploaded images are kept (a folder or a bucket); one per app. */
  uploads: UploadStorage;
  /** Work that leaves the server (mail), kept in the database until done; one per app. */
  jobs: JobQueue;
}

/** Rows a hot public path may keep in memory, by cache_version like kept answers (cache/row-snapshots.ts keeps them). */
export interface RowSnapshots {
  /** The value kept for `key`, or what `load` answers (kept when defined, `bytes` its size). */
  get<T>(key: string, load: () => Promise<{ value: T; bytes: number } | undefined>): Promise<T | undefined>;
}

/** Cookies as the auth module reads and writes them; every cookie set is HttpOnly and for the whole site. */
export interface Cookies {
  get(name: string): string | undefined;
  /** Lax unless said otherwise: Strict keeps a cookie off every request another site starts, links included. */
  set(name: string, value: string, maxAgeMs: number, sameSite?: "lax" | "strict"): void;
  clear(name: string): void;
}

/** What one app shares between its requests. */
export interface ContextDeps {
  orm: MikroORM;
  config: Config;
  viewCounter: ViewCounter;
  counts: CountBatcher;
  rows: RowSnapshots;
  uploads: UploadStorage;
  jobs: JobQueue;
}
