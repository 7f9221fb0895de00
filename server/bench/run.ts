import "reflect-metadata";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { hashToken, randomToken } from "../src/modules/auth/tokens";
import { createServerDatabase } from "../test/test-database";
import type { AppReady } from "./app-server";
import type { BareInit } from "./bare-server";
import { ADMIN_PAGE, benchCalls, operationName } from "./calls";
import { startChild, type Child } from "./child";
import { load, summarize, type HttpCall } from "./load";
import { measureTogether, settle, type AppWork, type Scenario, type Timing } from "./measure";
import type { StoredAnswer } from "./reference-server";
import { machineFacts, renderMarkdown, type DatabaseResults, type Results, type Row } from "./report";
import { SEARCH_QUERIES, setArticleCount, setSentenceCount } from "./seed";
import { evaluate, type Measurements } from "./targets";
import { documentCalls, fetchRaw } from "./documents";
import { measureServerMemory } from "./memory";

/** The whole run stays around four minutes on a two-core machine. */
const TIMING: Timing = { warmUpSeconds: 2, measureSeconds: 6, rounds: 3 };
const SCALING_SECONDS = 3;
const ARTICLES = 10_000;
const SENTENCES = 10_000;
const SCALING_SIZES = [100, 10_000, 100_000];
const DETAIL_ARTICLES = 50;

/** Both databases' figures in one file, side by side. */
const RESULTS_FILE = path.resolve(__dirname, "../../bench/results.md");

/** Headers node:http writes itself, which a stored answer must not repeat. */
const PER_EXCHANGE = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

async function send(baseUrl: string, call: HttpCall): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  const response = await fetch(baseUrl + call.path, { method: call.method, headers: call.headers, body: call.body });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_EXCHANGE.has(name)));
  return { status: response.status, headers, text: await response.text() };
}

/** Fails loudly when a call would not measure what it claims: an error answer is fast and meaningless. */
async function check(baseUrl: string, call: HttpCall): Promise<void> {
  const answer = await send(baseUrl, call);
  const body = answer.status === 200 ? JSON.parse(answer.text) : undefined;
  if (!body || body.errors || body.status === 0 || body.status === 2) {
    throw new Error(`${call.path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
}

/**
 * One database's run: the app in a process of its own on a throwaway database (embedded in a temporary
 * folder, or a scratch database on the PostgreSQL server `serverUrl` names), a reference and a bare baseline
 * beside it, autocannon here.
 */
async function benchOn(serverUrl: string | undefined, log: (message: string) => void): Promise<DatabaseResults> {
  const children: Child<unknown>[] = [];
  // "" rather than undefined: the helper would fall back to TEST_DATABASE_URL.
  const scratch = await createServerDatabase(serverUrl ?? "", "blog_bench");
  if (serverUrl && !scratch) throw new Error(`no scratch database could be made on ${serverUrl}`);
  const dataDir = scratch ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "blog-bench-"));
  let db: pg.Client | undefined;
  try {
    log(scratch ? "starting the app on a scratch database of BENCH_DATABASE_URL's server" : `starting the app on an embedded database in ${dataDir}`);
    const app = await startChild<AppReady>("app-server.ts", {
      NODE_ENV: "production",
      DATABASE_URL: scratch?.url ?? "",
      DATA_DIR: dataDir ?? "",
      ADMIN_NAME: "admin",
      ADMIN_PASSWORD: randomToken(),
      CAPTCHA_TEST_TEXT: "",
      COMMENT_TEST_CHALLENGE_MAX: "",
      LOG_SQL: "",
    });
    children.push(app);
    const { cachedUrl, uncachedUrl } = app.ready;
    const work = () => app.call<AppWork>("work");
    db = new pg.Client({ connectionString: app.ready.databaseUrl });
    await db.connect();

    log(`seeding ${SENTENCES} sentences and ${ARTICLES} articles with SQL`);
    await setSentenceCount(db, SENTENCES);
    await setArticleCount(db, ARTICLES);
    const adminToken = randomToken();
    await db.query("insert into sessions (token_hash, user_id, expires_at) select $1, id, now() + interval '1 day' from users where name = 'admin'", [
      hashToken(adminToken),
    ]);
    const number = async (sql: string) => (await db!.query(sql)).rows[0].n as number;
    const calls = await benchCalls({
      articleColumn: await number("select id as n from columns where kind = 'ARTICLES' order by sid, id limit 1"),
      detailIds: (await db.query("select id from articles where is_show order by id limit $1", [DETAIL_ARTICLES])).rows.map((r) => r.id),
      shownArticles: await number("select count(*)::int as n from articles where is_show"),
      adminToken,
      searchQueries: SEARCH_QUERIES,
    });

    // The floor answers the app's own bytes (its cached answers); the baseline must answer the same data.
    const notes: string[] = [];
    const answers: StoredAnswer[] = [];
    for (const call of calls.home) {
      await check(cachedUrl, call);
      const answer = await send(cachedUrl, call);
      answers.push({ method: call.method, path: call.path, request: call.body!, headers: answer.headers, body: Buffer.from(answer.text).toString("base64") });
    }
    // Pages and feeds: the app's own compressed bytes, warmed into its cache first.
    const documents = documentCalls(calls.detailIds[0]);
    const documentsUp = (await fetchRaw(cachedUrl, documents[0].call)).status === 200;
    if (documentsUp) {
      for (const { name, call } of documents) {
        await fetchRaw(cachedUrl, call);
        const { status, answer } = await fetchRaw(cachedUrl, call);
        if (status !== 200) throw new Error(`${name} answered ${status}`);
        answers.push(answer);
      }
    } else {
      notes.push("The site is not built (run `npm run build`), so the pages and feeds were not measured.");
    }
    const referenceServer = await startChild<{ url: string }>("reference-server.ts", {}, answers);
    children.push(referenceServer);
    const bareInit: BareInit = { databaseUrl: app.ready.databaseUrl, poolSize: app.ready.poolSize };
    const bareServer = await startChild<{ url: string }>("bare-server.ts", {}, bareInit);
    children.push(bareServer);
    for (const [i, call] of calls.home.entries()) {
      if (!isDeepStrictEqual(JSON.parse((await send(bareServer.ready.url, call)).text), JSON.parse(Buffer.from(answers[i].body, "base64").toString()))) {
        notes.push(`The bare baseline's answer to ${operationName(call)} differs from the app's.`);
      }
    }

    // The legacy shim is someone else's work in progress: a path it does not answer yet is reported, not fatal.
    const legacyAnswers = async (call: HttpCall) => {
      if ((await send(cachedUrl, call)).status !== 404) return true;
      notes.push(`${call.path} answered 404 during this run, so it was not measured.`);
      return false;
    };
    const legacyArticlesUp = await legacyAnswers(calls.getArticle);
    const legacyDetailUp = await legacyAnswers(calls.getDetail[0]);
    for (const call of [calls.recordVisit, ...calls.articlePage.slice(0, 2), calls.adminPage, calls.everyArticle[0], ...calls.search]) await check(cachedUrl, call);
    if (legacyArticlesUp) await check(cachedUrl, calls.getArticle);
    if (legacyDetailUp) await check(cachedUrl, calls.getDetail[0]);

    const rows: Row[] = [];
    const measure = async (...scenarios: (Scenario | false)[]) => {
      const present = scenarios.filter((s): s is Scenario => s !== false);
      log(present.map((s) => `${s.name} (${s.server})`).join(", "));
      const measured = await measureTogether(TIMING, work, present);
      rows.push(...measured);
      return measured;
    };
    const graphql = (name: string, calls: HttpCall[], note?: string): Scenario => ({ name, server: "GraphQL", url: cachedUrl, calls, counted: true, note });
    const legacy = (name: string, calls: HttpCall[], note?: string): Scenario => ({ name, server: "legacy", url: cachedUrl, calls, counted: true, note });

    const [reference, bare, home, homeCacheOff] = await measure(
      { name: "home reads", server: "reference", url: referenceServer.ready.url, calls: calls.home, counted: false },
      { name: "home reads", server: "bare", url: bareServer.ready.url, calls: calls.home, counted: false },
      graphql("home reads", calls.home),
      { name: "home reads", server: "GraphQL, cache off", url: uncachedUrl, calls: calls.home, counted: true },
    );
    const [homeArticles, everyArticle, legacyArticles] = await measure(
      graphql("HomeArticles", [calls.homeArticles]),
      graphql("every shown article, 100 a page", calls.everyArticle, `${calls.everyArticle.length} requests per list`),
      legacyArticlesUp && legacy("/api/getArticle", [calls.getArticle], `all ${ARTICLES.toLocaleString("en-US")} articles`),
    );
    await measure(graphql("RecordVisit", [calls.recordVisit]));
    const [articlePage, legacyDetail] = await measure(
      graphql("article page", calls.articlePage, "ArticleDetail + RecordArticleView"),
      legacyDetailUp && legacy("/api/getDetail", calls.getDetail),
    );
    // Views alone, through Express and Apollo: counted in memory, the article read from memory.
    const [articleView] = await measure(graphql("RecordArticleView", calls.articleViews, "the view alone"));
    await measure({ name: `admin column page ${ADMIN_PAGE}`, server: "GraphQL, signed in", url: cachedUrl, calls: [calls.adminPage], counted: true });
    // With the cache off: visitors' queries differ, so a search is mostly a miss.
    const searchNote = `${SEARCH_QUERIES.map((query) => `“${query}”`).join(", ")} in turn`;
    const [search] = await measure({ name: "search", server: "GraphQL, cache off", url: uncachedUrl, calls: calls.search, counted: true, note: searchNote });
    const documentRows: Measurements["documents"] = [];
    if (documentsUp) {
      for (const { name, call } of documents) {
        const [reference, served] = await measure(
          { name, server: "reference", url: referenceServer.ready.url, calls: [call], counted: false },
          { name, server: "page", url: cachedUrl, calls: [call], counted: true },
        );
        documentRows.push({ name, served, reference });
      }
    }

    const databaseVersion = ((await db.query("select version()")).rows[0].version as string).split(",")[0];
    log("statements per operation with the cache off");
    const coldStatements: Results["coldStatements"] = [];
    for (const call of [...calls.home, calls.recordVisit, ...calls.articlePage.slice(0, 2), calls.adminPage, calls.search[0]]) {
      // Once first: work done at most once a minute (a session's last-seen time) is not what each request costs.
      await check(uncachedUrl, call);
      const before = await settle(work);
      await check(uncachedUrl, call);
      coldStatements.push({ operation: operationName(call), statements: (await work()).statements - before.statements });
    }

    const scaling: Results["scaling"] = [];
    for (const size of SCALING_SIZES) {
      log(`home articles p50 with ${size} articles`);
      await setArticleCount(db, size, { searchable: false });
      const p50 = async (url: string) => {
        await load(url, [calls.homeArticles], 1, 1);
        return summarize([await load(url, [calls.homeArticles], 1, SCALING_SECONDS)]).p50;
      };
      scaling.push({ articles: size, cached: await p50(cachedUrl), uncached: await p50(uncachedUrl) });
    }

    // Memory: the production server alone on the same data, after the same kind of load. The bench's own
    // app process holds two apps (cache on and off) and the TypeScript loader, so it is not what an owner runs.
    log("memory of the production server after a load run");
    await setArticleCount(db, ARTICLES);
    await db.end();
    db = undefined;
    for (const child of children.splice(0).reverse()) await child.stop();
    const memory = await measureServerMemory(
      { dataDir, databaseUrl: scratch?.url },
      [calls.home, calls.articlePage, [calls.recordVisit], ...(documentsUp ? documents.map((d) => [d.call]) : []), calls.everyArticle],
    );

    const { ratios, targets, notes: explained } = evaluate({
      rows,
      reference,
      bare,
      home,
      homeCacheOff,
      homeArticles,
      everyArticle,
      pagesPerList: calls.everyArticle.length,
      legacyArticles: legacyArticlesUp ? legacyArticles : undefined,
      articlePage,
      articleView,
      legacyDetail: legacyDetailUp ? legacyDetail : undefined,
      homeStatementsOnMiss: coldStatements.filter((c) => calls.home.some((call) => operationName(call) === c.operation)),
      adminStatementsOnMiss: coldStatements.find((c) => c.operation === operationName(calls.adminPage))!.statements,
      scaling,
      documents: documentRows,
      search,
      memory,
      embedded: !scratch,
    });
    const database = `${scratch ? "PostgreSQL (a scratch database on BENCH_DATABASE_URL's server)" : "embedded PGlite"}: ${databaseVersion}; app pool ${app.ready.poolSize}; cache ${app.ready.cache}`;
    const results: Results = { rows, ratios, coldStatements, scaling, memory, targets, notes: [...notes, ...explained] };
    return { label: scratch ? "PostgreSQL" : "embedded", database, results };
  } finally {
    await db?.end();
    for (const child of children.reverse()) await child.stop();
    await scratch?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench`: the run on the embedded database, then, when BENCH_DATABASE_URL names a PostgreSQL server,
 * the same run on a scratch database there; one table holds both, printed and written to bench/results.md.
 */
async function main() {
  const started = Date.now();
  const log = (message: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
  const runs = [await benchOn(undefined, log)];
  const postgresql = process.env.BENCH_DATABASE_URL;
  if (postgresql) runs.push(await benchOn(postgresql, log));
  const markdown = renderMarkdown(machineFacts(runs.map((run) => run.database)), runs, new Date(), (Date.now() - started) / 1000);
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(RESULTS_FILE, markdown + "\n");
  console.log(`\n${markdown}\nWritten to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

main().catch((error) => {
  console.error("The bench failed:", error);
  process.exit(1);
});
