import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { MikroORM } from "@mikro-orm/postgresql";
import { createApp } from "../src/app";
import { sourceSiteRenderer } from "./source-site-renderer";
import { loadConfig, type Config } from "../src/config";
import { inject } from "vitest";
import { attachDatabase, openDatabase, type Database } from "../src/db/database";
import { startEmbeddedPostgres } from "../src/db/embedded";
import { ADMIN, CAPTCHA_TEXT, COMMENT_CHALLENGE_MAX } from "./credentials";
import { hashPassword } from "../src/modules/user/password";
import { Role, RoleAuth, User } from "../src/modules/user/user.entity";
import { createServerDatabase } from "./test-database";

export { ADMIN, CAPTCHA_TEXT } from "./credentials";
/** The front end's source template: the same head tags as the built one, so no server test needs a build. */
export const SITE_TEMPLATE = path.resolve(__dirname, "../../web/index.html");

export interface GqlResult<T = any> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  orm: MikroORM;
  config: Config;
  database: Database;
  /** POSTs a GraphQL operation over real HTTP. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<GqlResult<T>>;
  /** Signs in through GraphQL (captcha, then login) and returns the session token. */
  signIn(name?: string, password?: string): Promise<string>;
  /** Creates a user directly in the database. */
  createUser(user: { name: string; password: string; role?: Role; roleAuth?: RoleAuth }): Promise<User>;
  /** Writes the counted views and visits now, as the server does about once a second. */
  flushCounts(): Promise<void>;
  /** A fresh EntityManager for reading what the server wrote. */
  em(): ReturnType<MikroORM["em"]["fork"]>;
  close(): Promise<void>;
}

/**
 * Starts the real server on a fresh database (embedded in memory, or a new database on the server named by
 * TEST_DATABASE_URL) with demo content and a known administrator, listening on a free loopback port. The
 * fresh database is a copy of the one the suite's global setup migrated and seeded once (global-setup.ts).
 */
export async function startTestServer(env: Record<string, string> = {}, { keepData = false }: { keepData?: boolean } = {}): Promise<TestServer> {
  const { config, database, serverDatabase } = await openTestDatabase(env, { keepData });
  const { handler, apollo, counts } = await createApp({ orm: database.orm, config, indexFile: SITE_TEMPLATE, siteRenderer: sourceSiteRenderer });
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const gql = graphqlClient(url);
  const signIn = signInWith(gql);

  return {
    url,
    orm: database.orm,
    config,
    database,
    gql,
    signIn,
    async createUser({ name, password, role = Role.USER, roleAuth = RoleAuth.VIEW }) {
      const em = database.orm.em.fork();
      const user = em.create(User, { name, passwordHash: await hashPassword(password), role, roleAuth });
      await em.flush();
      return user;
    },
    flushCounts: () => counts.flush(),
    em: () => database.orm.em.fork(),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apollo.stop();
      await database.close();
      await serverDatabase?.drop();
    },
  };
}

/**
 * The database and settings startTestServer runs on, without the server: for tests of code below the app
 * (Fedify's mock federation, the job queue). `close` drops it.
 */
export async function openTestDatabase(env: Record<string, string> = {}, { keepData = false }: { keepData?: boolean } = {}) {
  const seeded = inject("seededDatabase");
  // A DATABASE_URL of the test's own (a restored database; empty for the embedded one) is used as it is.
  const serverDatabase =
    "DATABASE_URL" in env ? undefined : await createServerDatabase(undefined, undefined, seeded.template);
  const config = loadConfig({
    NODE_ENV: "test",
    ADMIN_NAME: ADMIN.name,
    ADMIN_PASSWORD: ADMIN.password,
    CAPTCHA_TEST_TEXT: CAPTCHA_TEXT,
    COMMENT_TEST_CHALLENGE_MAX: COMMENT_CHALLENGE_MAX,
    // No daily backup written from each test file's server; the backup tests turn it on.
    BACKUP_KEEP_DAYS: "0",
    ...(serverDatabase ? { DATABASE_URL: serverDatabase.url } : {}),
    ...env,
  });
  // keepData: the embedded database in DATA_DIR's files (a restored one), not a fresh one in memory.
  const database = !config.databaseUrl && !keepData ? await openSeededCopy(config, seeded.dump) : await openDatabase(config, { inMemory: !keepData });
  return {
    config,
    database,
    serverDatabase,
    async close() {
      await database.close();
      await serverDatabase?.drop();
    },
  };
}

/**
 * The seeded database's files, read once per worker: a worker runs many files one after another in one process
 * (isolate: false), and each would otherwise read the same 44 MB again.
 */
const seededFiles = new Map<string, Buffer>();
function seededBytes(file: string): Buffer {
  let bytes = seededFiles.get(file);
  if (!bytes) seededFiles.set(file, (bytes = fs.readFileSync(file)));
  return bytes;
}

/**
 * An in-memory embedded database loaded from the seeded one's files, migrated as the server's start does
 * (openDatabase; nothing to do, as the global setup applied every migration).
 */
async function openSeededCopy(config: Config, file: string): Promise<Database> {
  const embedded = await startEmbeddedPostgres(undefined, { loadDataDir: seededBytes(file) });
  let database: Database;
  try {
    database = await attachDatabase(embedded.url, { embedded, logSql: config.logSql });
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  try {
    await database.orm.getMigrator().up();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export function errorCode(result: GqlResult): string | undefined {
  return result.errors?.[0]?.extensions?.code;
}

/** POSTs GraphQL operations to the server at `url` over real HTTP. */
export function graphqlClient(url: string): TestServer["gql"] {
  return async (query, variables, options = {}) => {
    const headers: Record<string, string> = { "content-type": "application/json", ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    const response = await fetch(`${url}/graphql`, { method: "POST", headers, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { data?: any; errors?: GqlResult["errors"] };
    return { status: response.status, data: body.data, errors: body.errors, headers: response.headers };
  };
}

/** Signs in through GraphQL (captcha, then login) and answers the session token. */
export function signInWith(gql: TestServer["gql"]): TestServer["signIn"] {
  return async (name = ADMIN.name, password = ADMIN.password) => {
    const captcha = await gql(`{ captcha { id } }`);
    const result = await gql(
      `mutation($name: String!, $password: String!, $captcha: String!, $captchaId: String) {
        login(name: $name, password: $password, captcha: $captcha, captchaId: $captchaId) { token }
      }`,
      { name, password, captcha: CAPTCHA_TEXT, captchaId: captcha.data.captcha.id },
    );
    if (!result.data?.login) throw new Error(`sign-in failed: ${JSON.stringify(result.errors)}`);
    return result.data.login.token as string;
  };
}
