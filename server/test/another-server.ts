import http from "node:http";
import type { AddressInfo } from "node:net";
import { MikroORM } from "@mikro-orm/postgresql";
import { createApp } from "../src/app";
import { sourceSiteRenderer } from "./source-site-renderer";
import type { Config } from "../src/config";
import { buildOrmConfig } from "../src/db/orm.config";
import { graphqlClient, SITE_TEMPLATE, signInWith, type TestServer } from "./harness";

export type AnotherServer = Pick<TestServer, "url" | "gql" | "signIn" | "flushCounts" | "close">;

/**
 * A second server on the database of `first`, with its own ORM, pool and cache, as a second process behind
 * a load balancer would have; the embedded database is shared over its socket, as PostgreSQL would be.
 */
export async function startAnotherServer(first: TestServer, overrides: Partial<Config> = {}): Promise<AnotherServer> {
  const embedded = first.database.embedded;
  const orm = await MikroORM.init(await buildOrmConfig({ clientUrl: embedded?.url ?? first.config.databaseUrl!, embedded: !!embedded }));
  const { handler, apollo, counts } = await createApp({ orm, config: { ...first.config, ...overrides }, indexFile: SITE_TEMPLATE, siteRenderer: sourceSiteRenderer });
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const gql = graphqlClient(url);
  return {
    url,
    gql,
    signIn: signInWith(gql),
    flushCounts: () => counts.flush(),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apollo.stop();
      await orm.close(true);
    },
  };
}
