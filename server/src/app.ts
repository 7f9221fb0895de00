import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import express, { type ErrorRequestHandler, type Express } from "express";
import compression from "compression";
import cookieParser from "cookie-parser";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginCacheControl } from "@apollo/server/plugin/cacheControl";
import { expressMiddleware } from "@as-integrations/express5";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "./config";
import { contextFactory, visitorContext } from "./graphql/context";
import type { ContextDeps, RequestContext } from "./kernel/request-context";
import { formatError } from "./graphql/format-error";
import { sharedCachePlugin } from "./graphql/shared-cache-plugin";
import { MAX_TOKENS } from "./kernel/limits";
import { getSchema } from "./graphql/schema";
import { healthHandler } from "./http/health";
import { mountStaticSite, WEB_DIST } from "./http/static-site";
import { watchSiteBuild } from "./http/site-build";
import { siteRendererOf, type SiteRendererSource } from "./ssr/server-entry";
import { securityHeaders } from "./http/security-headers";
import { sharedCaching } from "./http/shared-cache";
import { createLegacyRouter } from "./legacy/router";
import { startBackgroundTasks } from "./kernel/background-tasks";
import { createJobQueue } from "./jobs/job-queue";
import { legacyTable } from "./legacy/table";
import { sharedCachePurgeTask } from "./cache/shared-cache-purge";
import { createReadCache, isMadeForTheCache, type ReadCache } from "./cache/read-cache";
import { counterFront, type CounterFront } from "./cache/counter-front";
import { legacyCounterFront, type LegacyCounterFront } from "./cache/legacy-counter-front";
import { clientAddress } from "./http/client-address";
import type { ProxyTrust } from "./http/request-is-https";
import { graphqlReads } from "./cache/graphql-reads";
import { legacyReads } from "./cache/legacy-reads";
import { loadModules } from "./modules/registry";
import { createUploadRouter, mountUploads } from "./uploads/upload.router";
import { uploadStorageOf } from "./uploads/upload-storage-of";
import { ViewCounter } from "./view-counting/view-counter";
import { auditScope } from "./modules/audit/audit-scope";
import { CountBatcher } from "./view-counting/count-batcher";
import { createExportRouter } from "./http/export.router";
import { createBackupRouter } from "./http/backup.router";
import { createImportRouter } from "./http/import.router";

export interface AppDeps {
  orm: MikroORM;
  config: Config;
  /** The pages' template; the built web/dist/index.html by default (tests pass the source one, which needs no build). */
  indexFile?: string;
  /** What renders the public pages: the live build's server entry by default (tests render from the sources). */
  siteRenderer?: SiteRendererSource;
}

export interface App {
  app: Express;
  /** What the HTTP server runs: cached public reads answered in front of `app`, everything else by it. */
  handler: RequestListener;
  apollo: ApolloServer<RequestContext>;
  readCache: ReadCache;
  /** The views and visits waiting to be written; `flush()` writes them now (the stop does too). */
  counts: CountBatcher;
  /** Anonymous view and visit counts answered in front of Express (GraphQL and the legacy /api/getDetail). */
  counters: { graphql: CounterFront; legacy: LegacyCounterFront };
}

const API_PATH = /^\/(graphql|api)(\/|$)/;

/** Largest JSON body /graphql accepts: an article body (200 000 characters) with room to spare. */
export const GRAPHQL_BODY_LIMIT = "1mb";

const armor = new ApolloArmor({
  maxDepth: { n: 10 },
  maxAliases: { n: 15 },
  maxDirectives: { n: 20 },
  // The token limit is graphql's own (MAX_TOKENS, below). Armor's version parses each document a second time
  // in a plugin and throws from there, which Apollo answers with HTTP 500 for any syntax error.
  maxTokens: { enabled: false },
  costLimit: { maxCost: 5000 },
});

export async function createApp(deps: AppDeps): Promise<App> {
  const { orm, config } = deps;
  const schema = await getSchema();
  const protection = armor.protect();
  // Public reads are answered from memory until a write makes them out of date (see cache/read-cache.ts).
  const siteBuild = watchSiteBuild(WEB_DIST);
  const modules = await loadModules();
  // The /api rows the modules declare; two modules claiming one path stop the start here.
  const legacyRoutes = legacyTable(modules);
  const reads = {
    graphql: graphqlReads({
      publicReads: modules.flatMap((module) => module.publicReads ?? []),
      counterWrites: modules.flatMap((module) => module.counterWrites ?? []),
    }),
    legacy: legacyReads(legacyRoutes),
  };
  const readCache = createReadCache(orm.config.get("clientUrl")!, config, reads, siteBuild.current);
  const counts = new CountBatcher(orm);
  // One view counter for the whole app: its memory of recent views is what keeps repeats from counting.
  const uploads = uploadStorageOf(config);
  const jobs = createJobQueue(orm, modules.flatMap((module) => module.jobs ?? []), { config });
  const contextDeps: ContextDeps = { orm, config, viewCounter: new ViewCounter(), counts, rows: readCache.rows, uploads, jobs };
  const contextFor = contextFactory(contextDeps);
  const caching = sharedCaching(config);
  const purgeTasks = config.cachePurgeUrls.length
    ? [sharedCachePurgeTask({ urls: config.cachePurgeUrls, build: siteBuild.current, settleMs: config.publicCacheStaleMs + 50 })]
    : [];
  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: config.introspection,
    csrfPrevention: true,
    // main.ts owns SIGTERM/SIGINT and stops Apollo in its place in the shutdown; Apollo's own handlers would
    // stop it first and re-raise the signal, which left our shutdown waiting until its force timer.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    // The parser stops at the limit, and Apollo answers the syntax error like any other: 400, GRAPHQL_PARSE_FAILED.
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: protection.validationRules,
    plugins: [
      ...protection.plugins,
      // Cache-Control is decided by sharedCachePlugin alone.
      ApolloServerPluginCacheControl({ calculateHttpHeaders: false }),
      sharedCachePlugin(caching, reads.graphql.isPublicOperation),
      ApolloServerPluginLandingPageDisabled(),
      {
        serverWillStart: async () => {
          const tasks = startBackgroundTasks(orm, { config, uploads }, [...modules.flatMap((module) => module.tasks ?? []), ...purgeTasks]);
          await jobs.start();
          counts.start();
          return {
            // Runs once the HTTP server has stopped taking requests (main.ts), before the database closes:
            // the last counts are written here, within COUNT_FLUSH.stopWithinMs.
            serverWillStop: async () => {
              await tasks.stop();
              await jobs.stop();
              await counts.stop();
              siteBuild.close();
              await readCache.close();
            },
          };
        },
      },
    ],
    formatError,
  });
  await apollo.start();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.use(securityHeaders());
  // Pages, feeds and scripts shrink to about a quarter. API answers stay as they are: they are small, and the
  // public read cache keeps only whole uncompressed answers (a compressed one is streamed); the pages and feeds
  // it keeps, it compresses itself, once. originalUrl, because the filter runs when the answer is written,
  // inside routers that have rewritten req.url.
  app.use(
    compression({
      threshold: 1024,
      filter: (req, res) => !API_PATH.test(req.originalUrl) && !isMadeForTheCache(req) && compression.filter(req, res),
    }),
  );
  app.use(cookieParser());
  // Every write a request makes is logged with its user, address and way in (modules/audit).
  app.use(auditScope);

  app.get("/healthz", healthHandler(orm));

  app.use(
    "/graphql",
    readCache.graphql,
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    expressMiddleware(apollo, { context: ({ req, res }) => contextFor(req, res) }),
  );

  app.use("/api/upload", createUploadRouter(contextFor, uploads));
  app.use("/api/export", createExportRouter(contextFor));
  app.use("/api/backup", createBackupRouter(contextFor));
  app.use("/api/import", createImportRouter(contextFor));
  app.use("/api", readCache.legacy, createLegacyRouter(contextFor, legacyRoutes));
  mountUploads(app, uploads);

  const renderer = deps.siteRenderer ?? siteRendererOf(siteBuild.current);
  mountStaticSite(app, orm, { schema, contextFor, caching }, { sandbox: config.sandbox, indexFile: deps.indexFile, renderer });
  app.use(jsonErrors);
  // Anonymous view and visit counts are answered in front of Express too, by the same resolvers and rows.
  const visitor = (req: IncomingMessage, res: ServerResponse) => visitorContext(contextDeps, req, res, clientAddress(req, app.get("trust proxy fn") as ProxyTrust));
  const counters = {
    graphql: counterFront({ schema, validationRules: protection.validationRules, isCounterWrite: reads.graphql.isCounterWrite, context: visitor }),
    legacy: legacyCounterFront({ routes: legacyRoutes, context: visitor }),
  };
  return { app, handler: readCache.front(app, counters), apollo, readCache, counts, counters };
}

/** Body-parser and other request errors become short JSON answers; never a stack trace. */
const jsonErrors: ErrorRequestHandler = (error, _req, res, _next) => {
  const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
  const message =
    error?.type === "entity.too.large"
      ? "The request body is too large."
      : error?.type === "entity.parse.failed"
        ? "The request body is not valid JSON."
        : status < 500
          ? "The request could not be understood."
          : "Something went wrong on our side. Please try again.";
  if (status >= 500) console.error("Unexpected request error:", error);
  if (res.headersSent) return;
  res.status(status).json({ errors: [{ message, extensions: { code: status === 413 ? "PAYLOAD_TOO_LARGE" : status < 500 ? "BAD_REQUEST" : "INTERNAL_SERVER_ERROR" } }] });
};
