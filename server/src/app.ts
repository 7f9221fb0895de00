import type { RequestListener } from "node:http";
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from "express";
import compression from "compression";
import cookieParser from "cookie-parser";
import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { ApolloServerPluginCacheControl } from "@apollo/server/plugin/cacheControl";
import { expressMiddleware } from "@as-integrations/express5";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { EntityManager, MikroORM } from "@mikro-orm/postgresql";
import type { Config } from "./config";
import { contextFactory } from "./graphql/context";
import type { ContextDeps } from "./kernel/request-context";
import type { HttpContext } from "./http/http-context";
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
import { startBackgroundTasks, type BackgroundTask, type RunningTasks } from "./kernel/background-tasks";
import { createJobQueue } from "./jobs/job-queue";
import { LEGACY_ROUTES, type LegacyTable } from "./legacy/routes";
import { sharedCachePurgeTask } from "./cache/shared-cache-purge";
import { answerCache, noAnswerCache } from "./cache/answer-cache";
import { ContentVersion, contentVersionOf } from "./cache/content-version";
import { RowSnapshots } from "./cache/row-snapshots";
import { graphqlReads } from "./graphql/graphql-reads";
import { loadModules } from "./modules/registry";
import { createUploadRouter, mountUploads } from "./uploads/upload.router";
import { uploadStorageOf } from "./uploads/upload-storage-of";
import { ViewCounter } from "./view-counting/view-counter";
import { auditScope } from "./http/audit-scope";
import { CountBatcher } from "./view-counting/count-batcher";
import { createExportRouter } from "./http/export.router";
import { createBackupRouter } from "./http/backup.router";
import { createImportRouter } from "./http/import.router";
import { createCommentMailLinksRouter } from "./http/comment-mail-links.router";
import { createSubscriberMailLinksRouter } from "./http/subscriber-mail-links.router";
import { createWebmentionRouter } from "./http/webmention.router";
import { WEBMENTION_PATH } from "./shared/webmention-path";
import { federationMiddleware } from "./http/federation.middleware";
import { FederationOnDemand } from "./modules/federation/federation-on-demand";
import { FEDERATE_SWEEP_MS, federateArticles } from "./modules/federation/federated-articles";

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
  /** What the HTTP server runs: `app` itself; every request goes through Express. */
  handler: RequestListener;
  apollo: ApolloServer<HttpContext>;
  /** The views and visits waiting to be written; `flush()` writes them now (the stop does too). */
  counts: CountBatcher;
  /** How many times cache_version was read so far (the bench counts them as statements). */
  versionChecks(): number;
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
  const siteBuild = watchSiteBuild(WEB_DIST);
  const modules = await loadModules();
  const reads = graphqlReads({
    publicReads: modules.flatMap((module) => module.publicReads ?? []),
    counterWrites: modules.flatMap((module) => module.counterWrites ?? []),
  });
  // The caches in memory (docs/architecture.md, "Caching"): whole public answers and the rows view counts
  // read, both used only while cache_version is the one they were made at. PUBLIC_CACHE_MB=0 keeps nothing.
  const cacheBytes = config.publicCacheMb * 1024 * 1024;
  const version = cacheBytes > 0 ? new ContentVersion(orm.config.get("clientUrl")!, config.publicCacheStaleMs) : undefined;
  const answers = version
    ? answerCache({ version, maxBytes: cacheBytes, ttlMs: config.publicCacheTtlMs, build: siteBuild.current, compress: (req) => !API_PATH.test(req.originalUrl) })
    : noAnswerCache;
  // An eighth of the budget: the rows are few (the articles being read right now) and the answers many.
  const rows = new RowSnapshots(version, cacheBytes / 8, config.publicCacheTtlMs);
  let tasks: RunningTasks | undefined;
  // After a write: kept answers are replaced, and what follows an edit at once (federation, Webmentions) runs.
  const wrote = () => {
    version?.expire();
    tasks?.wrote();
  };
  const counts = new CountBatcher(orm);
  // One view counter for the whole app: its memory of recent views is what keeps repeats from counting.
  const uploads = uploadStorageOf(config);
  // Fedify is loaded on first use (a fediverse request, a delivery, a send to a follower) and federates until
  // the server stops. It queues its deliveries on the job queue, which is made next: read when first used.
  const federating = new AbortController();
  const federation = new FederationOnDemand(orm, config, () => jobs, federating.signal);
  const jobs = createJobQueue(orm, modules.flatMap((module) => module.jobs ?? []), { config });
  const federationTasks: BackgroundTask[] = [
    {
      name: "federate published articles",
      everyMs: FEDERATE_SWEEP_MS,
      afterWrites: true,
      onlyAfterContentChanges: true,
      run: (em: EntityManager) => federateArticles(em, federation),
    },
  ];
  const contextDeps: ContextDeps = { orm, config, viewCounter: new ViewCounter(), counts, rows, uploads, jobs };
  const contextFor = contextFactory(contextDeps);
  const caching = sharedCaching(config);
  const purgeTasks = config.cachePurgeUrls.length
    ? [sharedCachePurgeTask({ urls: config.cachePurgeUrls, build: siteBuild.current, settleMs: config.publicCacheStaleMs + 50 })]
    : [];
  const apollo = new ApolloServer<HttpContext>({
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
      sharedCachePlugin(caching, reads, wrote),
      ApolloServerPluginLandingPageDisabled(),
      {
        serverWillStart: async () => {
          // The queue first: a task may queue jobs on its first run.
          await jobs.start();
          tasks = startBackgroundTasks(orm, { config, uploads, jobs }, [...modules.flatMap((module) => module.tasks ?? []), ...purgeTasks, ...federationTasks], {
            contentVersion: contentVersionOf,
          });
          counts.start();
          return {
            // Runs once the HTTP server has stopped taking requests (main.ts), before the database closes:
            // the last counts are written here, within COUNT_FLUSH.stopWithinMs.
            serverWillStop: async () => {
              await tasks?.stop();
              federating.abort();
              await jobs.stop();
              await counts.stop();
              siteBuild.close();
              await version?.close();
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
  // Pages, feeds and scripts shrink to about a quarter. API answers stay as they are: they are small. Answers
  // the answer cache keeps it compresses itself, once, the first one included: this comes before it, so that
  // the cache sees the app's answer before this does. originalUrl, because the filter runs when the answer is
  // written, inside routers that have rewritten req.url.
  app.use(
    compression({
      threshold: 1024,
      filter: (req, res) => !API_PATH.test(req.originalUrl) && !answers.keeps(req, res) && compression.filter(req, res),
    }),
  );
  // Then a kept answer is sent from here, with the headers the app gave it when it was made.
  app.use(answers.withoutBody);
  app.use(expireAfterWrites(wrote, LEGACY_ROUTES));
  app.use(securityHeaders());
  app.use(cookieParser());
  // Every write a request makes is logged with its user, address and way in (modules/audit).
  app.use(auditScope);

  app.get("/healthz", healthHandler(orm));
  // Before any body parser: Fedify checks signatures on the body as it came.
  app.use(federationMiddleware(orm, federation));

  app.use(
    "/graphql",
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    answers.withJsonBody,
    expressMiddleware(apollo, { context: ({ req, res }) => contextFor(req, res) }),
  );

  app.use("/api/upload", createUploadRouter(contextFor, uploads));
  app.use("/api/export", createExportRouter(contextFor));
  app.use("/api/backup", createBackupRouter(contextFor));
  app.use("/api/import", createImportRouter(contextFor));
  app.use("/api/comments", createCommentMailLinksRouter(contextFor));
  app.use("/api/subscribers", createSubscriberMailLinksRouter(contextFor));
  app.use("/api", createLegacyRouter(contextFor, LEGACY_ROUTES));
  app.use(WEBMENTION_PATH, createWebmentionRouter(contextFor));
  mountUploads(app, uploads);

  const renderer = deps.siteRenderer ?? siteRendererOf(siteBuild.current);
  mountStaticSite(app, orm, { schema, contextFor, caching }, { sandbox: config.sandbox, indexFile: deps.indexFile, renderer, build: siteBuild.current });
  app.use(jsonErrors);
  return { app, handler: app, apollo, counts, versionChecks: () => version?.checks ?? 0 };
}

/**
 * After a request of this process that may have written, the next kept answer waits for a fresh look at
 * cache_version, so a process reads its own writes at once. Reads may not write; nor may the view counters,
 * which leave cache_version alone. GraphQL says for itself, by operation (graphql/shared-cache-plugin.ts).
 */
function expireAfterWrites(wrote: () => void, legacyRoutes: LegacyTable): RequestHandler {
  const counters = new Set([...legacyRoutes].filter(([, route]) => route.countsViews).map(([name]) => `/api/${name}`));
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "OPTIONS" && req.path !== "/graphql" && !counters.has(req.path)) res.once("finish", wrote);
    next();
  };
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
