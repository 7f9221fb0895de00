import { spawn, type ChildProcess, execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerDatabase } from "../../server/test/test-database";
import { ADMIN, CAPTCHA_TEXT, ROOT, startApp, type RunningApp } from "../harness";

// The recipe of docs/scaling.md, run: two server processes on one PostgreSQL, their uploads in one
// S3-compatible bucket (s3rver), behind a real Varnish (Debian's) started with the VCL kept in deploy/varnish:
// what it keeps, what it never shares, how soon a publish shows through it, and images from either server.
const VARNISHD = process.env.VARNISHD_PATH ?? "/usr/sbin/varnishd";
const VARNISHSTAT = path.join(path.dirname(VARNISHD).replace(/sbin$/, "bin"), "varnishstat");
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const VCL_DIR = path.join(ROOT, "deploy/varnish");
/** Long, so that only a purge can make a change show within the test. */
const SHARED_CACHE_SECONDS = 600;
/** The stated bound on a change reaching visitors through the proxy (docs/scaling.md), with room for a slow machine. */
const PUBLISH_BOUND_MS = 5_000;

const missing = !fs.existsSync(VARNISHD) ? `${VARNISHD} is missing (apt-get install -y varnish)` : undefined;

if (missing) {
  // Skipped loudly on a machine without Varnish; a failure where it is required (.ci/run).
  describe("behind Varnish", () => {
    it("needs varnishd", () => {
      const banner = "!".repeat(78);
      console.warn(`\n${banner}\n  THE VARNISH TESTS DID NOT RUN: ${missing}.\n${banner}\n`);
      if (process.env.REQUIRE_PROXY_TESTS === "1") throw new Error(`The Varnish tests are required here, but ${missing}.`);
    });
  });
} else describe("behind Varnish", () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  const apps: RunningApp[] = [];
  let varnish: ChildProcess | undefined;
  let s3: S3rver | undefined;
  let workDir = "";
  let proxy = "";

  beforeAll(async () => {
    database = await createServerDatabase(PG_URL, "blog_varnish");
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-varnish-"));
    const port = await freePort();
    proxy = `http://127.0.0.1:${port}`;
    s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(workDir, "s3"), configureBuckets: [{ name: "images", configs: [] }] });
    const s3Port = (await s3.run()).port;
    const env = {
      DATABASE_URL: database!.url,
      S3_BUCKET: "images",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      CACHE_PURGE_URLS: `${proxy}/`,
      SHARED_CACHE_SECONDS: String(SHARED_CACHE_SECONDS),
      TRUST_PROXY: "loopback",
      // A comment below is posted as soon as its challenge is solved, not 3 s later (production refuses this).
      COMMENT_TEST_MINIMUM_MS: "0",
    };
    // One after the other: the first creates the tables and the administrator.
    apps.push(await startApp(env));
    apps.push(await startApp(env));
    fs.writeFileSync(path.join(workDir, "backends.vcl"), backendsVcl(apps.map((app) => Number(new URL(app.url).port))));
    varnish = spawn(
      VARNISHD,
      ["-F", "-j", "none", "-n", path.join(workDir, "varnish"), "-a", `127.0.0.1:${port}`, "-f", path.join(VCL_DIR, "quiet-notes.vcl"), "-p", `vcl_path=${workDir}:${VCL_DIR}`, "-s", "malloc,64m"],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
    let said = "";
    varnish.stderr!.on("data", (chunk) => (said += chunk));
    varnish.once("exit", (code) => code && console.error(`varnishd exited with ${code}:\n${said}`));
    await waitFor(async () => (await fetch(`${proxy}/healthz`)).ok);
    // Each server purges once at its start and again two seconds later; let those pass before counting. Counted
    // as bans added (Varnish starts with one): MAIN.bans counts those still listed, and an empty cache's bans
    // are completed and dropped within a second or two.
    await waitFor(async () => stat("MAIN.bans_added") >= 1 + 4);
  });

  afterAll(async () => {
    varnish?.kill("SIGTERM");
    for (const app of apps) await app.stop();
    await s3?.close();
    await database?.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  /** A Varnish counter, as varnishstat reads it from the running instance. */
  function stat(name: string): number {
    const json = JSON.parse(execFileSync(VARNISHSTAT, ["-n", path.join(workDir, "varnish"), "-1", "-j", "-f", name], { encoding: "utf8" }));
    const counters = json.counters ?? json;
    return Number(counters[name]?.value ?? 0);
  }

  const PAGES = ["/", "/about", "/rss.xml", "/sitemap.xml", `/graphql?query=${encodeURIComponent("{ siteInfo { title } }")}`];

  it.each(PAGES)("answers a burst of anonymous reads of %s with one request to the servers at most", async (page) => {
    const before = stat("MAIN.backend_req");
    const read = () => fetch(`${proxy}${page}`, { headers: { "apollo-require-preflight": "1", cookie: "blog_captcha=someone" } });
    const bodies = new Set<string>();
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 20 }, read));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        bodies.add(await answer.text());
      }
    }
    expect(bodies.size).toBe(1);
    expect(stat("MAIN.backend_req") - before).toBeLessThanOrEqual(1);
  });

  it("sends a visitor who prefers the other language on to it, and keeps a page in a few variants only", async () => {
    const visit = (headers: Record<string, string>) => fetch(`${proxy}/about`, { headers, redirect: "manual" });
    const chinese = await visit({ "accept-language": "zh-CN,zh;q=0.9,en;q=0.8" });
    expect(chinese.status).toBe(302);
    expect(chinese.headers.get("location")).toBe("/zh/about");
    expect((await visit({ "accept-language": "en-US", cookie: "lang=zh" })).headers.get("location")).toBe("/zh/about");
    expect((await visit({ "accept-language": "zh-CN", cookie: "lang=en; blog_captcha=x" })).status).toBe(200);
    // Browsers' many ways of saying English are one variant: after the first, the servers are not asked.
    await visit({ "accept-language": "en-GB,en;q=0.9" });
    const before = stat("MAIN.backend_req");
    for (const language of ["en-US,en;q=0.9", "EN", "en-AU, fr;q=0.5", "en"]) expect((await visit({ "accept-language": language })).status).toBe(200);
    expect(stat("MAIN.backend_req") - before).toBe(0);
  });

  it("keeps the actor's address apart for browsers and fediverse servers, asked in either order, each fediverse spelling answered from one kept copy", async () => {
    const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
    const FEDIVERSE = "application/activity+json";
    const ask = (query: string, accept: string) => fetch(`${proxy}/ap/actors/blog${query}`, { headers: { accept }, redirect: "manual" });
    const isProfilePage = (answer: Response) => answer.status === 302 && answer.headers.get("location") === "/";
    const isActor = async (answer: Response) => answer.status === 200 && ((await answer.json()) as { type?: string }).type === "Person";
    // The query makes each order its own cache entry (Fedify routes by the path alone): nothing kept from one
    // order answers the other.
    const browserFirst = await ask("?order=browser-first", BROWSER);
    expect(isProfilePage(browserFirst)).toBe(true);
    expect(await isActor(await ask("?order=browser-first", FEDIVERSE))).toBe(true);
    expect(await isActor(await ask("?order=fediverse-first", FEDIVERSE))).toBe(true);
    expect(isProfilePage(await ask("?order=fediverse-first", BROWSER))).toBe(true);

    // Other spellings fall into their bucket. The actor's JSON is kept: another fediverse spelling is answered
    // by the proxy. (The browser's redirect is not kept, a 302 without Cache-Control, so it is only checked.)
    expect(isProfilePage(await ask("?order=browser-first", "text/html"))).toBe(true);
    expect(isProfilePage(await ask("?order=fediverse-first", "*/*"))).toBe(true);
    const before = stat("MAIN.backend_req");
    expect(await isActor(await ask("?order=browser-first", 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"'))).toBe(true);
    expect(await isActor(await ask("?order=fediverse-first", "application/activity+json, application/ld+json"))).toBe(true);
    expect(stat("MAIN.backend_req") - before).toBe(0);
  });

  it("answers a conditional request 304 from the proxy", async () => {
    const first = await fetch(`${proxy}/`);
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await fetch(`${proxy}/`, { headers: { "if-none-match": etag, "cache-control": "max-age=0" } });
    expect(again.status).toBe(304);
  });

  it("never shares a signed-in request's answers", async () => {
    const token = await signIn();
    const before = stat("MAIN.backend_req");
    for (let i = 0; i < 3; i++) {
      const answer = await fetch(`${proxy}/`, { headers: { cookie: `blog_session=${token}` } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("private, no-cache");
    }
    expect(stat("MAIN.backend_req") - before).toBe(3);
  });

  it("shows a publish through the proxy within the stated bound, however long the pages may be kept", async () => {
    const title = `Published behind the proxy ${Date.now()}`;
    // Both kept by the proxy before the change.
    for (const page of ["/", "/rss.xml"]) expect(await keptByProxy(page)).not.toContain(title);
    const token = await signIn();
    // On the second server, through the proxy (a POST, passed on).
    const created = await gql<{ createArticle: { id: number } }>(token, "mutation($input: CreateArticleInput!) { createArticle(input: $input) { id } }", {
      input: { columnId: 2, title, content: "<p>Written to be seen through the proxy.</p>" },
    });
    await gql(token, "mutation($id: Int!) { publishArticle(id: $id) { id } }", { id: created.createArticle.id });
    const publishedAt = Date.now();
    for (const page of ["/", "/rss.xml"]) {
      await expect.poll(async () => (await fetch(`${proxy}${page}`)).text(), { timeout: PUBLISH_BOUND_MS, interval: 100 }).toContain(title);
    }
    console.log(`A publish showed through Varnish in ${Date.now() - publishedAt} ms (pages kept up to ${SHARED_CACHE_SECONDS} s).`);
  });

  it("shows an approved comment through the proxy within the stated bound", async () => {
    const page = "/detail?id=2";
    const words = `Seen through the proxy ${Date.now()}`;
    await keptByProxy(page);
    // A reader posts through the proxy, as the form does: the challenge solved, its answer sent along.
    const { commentChallenge } = await gql<{ commentChallenge: { challenge: string } }>(undefined, "{ commentChallenge { challenge } }");
    const challenge = JSON.parse(commentChallenge.challenge) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    const { postComment } = await gql<{ postComment: { comment: { id: number; state: string } } }>(
      undefined,
      "mutation($input: PostCommentInput!) { postComment(input: $input) { comment { id state } } }",
      { input: { articleId: 2, authorName: "Proxy Reader", body: words, altcha } },
    );
    expect(postComment.comment.state).toBe("PENDING");
    expect(await (await fetch(`${proxy}${page}`)).text()).not.toContain(words);

    const token = await signIn();
    await gql(token, "mutation($ids: [Int!]!) { moderateComments(ids: $ids, action: APPROVE) { id } }", { ids: [postComment.comment.id] });
    const approvedAt = Date.now();
    await expect.poll(async () => (await fetch(`${proxy}${page}`)).text(), { timeout: PUBLISH_BOUND_MS, interval: 100 }).toContain(words);
    console.log(`An approved comment showed through Varnish in ${Date.now() - approvedAt} ms.`);
  });

  it("shows a changed look through the proxy within the stated bound, on every kept page", async () => {
    const accent = "#8b1e3f";
    const pages = ["/", "/about", "/detail?id=2"];
    for (const page of pages) expect(await keptByProxy(page)).not.toContain(accent);
    const token = await signIn();
    const look = { lightAccent: accent, lightBackground: "#fffdf8", lightText: "#222222", darkAccent: "#79bde6", darkBackground: "#12171c", darkText: "#e3e8ed", readingWidth: 720 };
    await gql(token, "mutation($input: LookInput!) { updateAppearance(input: $input) { look { lightAccent } } }", { input: look });
    const savedAt = Date.now();
    for (const page of pages) {
      await expect.poll(async () => (await fetch(`${proxy}${page}`)).text(), { timeout: PUBLISH_BOUND_MS, interval: 100 }).toContain(accent);
    }
    console.log(`A changed look showed through Varnish in ${Date.now() - savedAt} ms.`);
  });

  it("serves an image uploaded through one server from the shared bucket, kept by the proxy for a year", async () => {
    const token = await signIn();
    const picture = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#2a6" } }).png().toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(picture)], { type: "image/png" }), "shared.png");
    const uploaded = (await (await fetch(`${apps[0].url}/api/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } })).json()) as { data: { url: string } };
    const url = uploaded.data.url;
    // Straight from the server that did not receive it, then twice through the proxy: the second is a hit.
    const direct = await fetch(`${apps[1].url}${url}`);
    expect(direct.status).toBe(200);
    const bytes = Buffer.from(await direct.arrayBuffer());
    await fetch(`${proxy}${url}`);
    const kept = await fetch(`${proxy}${url}`);
    expect(kept.headers.get("x-varnish")).toMatch(/^\d+ \d+$/);
    expect(kept.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await kept.arrayBuffer()).equals(bytes)).toBe(true);
    for (const app of apps) expect(fs.existsSync(path.join(app.dataDir, "uploads"))).toBe(false);
  });

  /**
   * Fetches a page until the proxy answers it from what it keeps, and returns that answer's text. The earlier
   * test's change is purged a second time a little later (PURGE_AGAIN_MS), which may empty the proxy between two
   * fetches; waiting for a hit keeps that repeat from being read as the proxy not keeping the page.
   */
  async function keptByProxy(page: string): Promise<string> {
    let text = "";
    await expect
      .poll(async () => {
        const answer = await fetch(`${proxy}${page}`);
        text = await answer.text();
        // X-Varnish names two requests on a hit: this one and the one that fetched the answer.
        return answer.headers.get("x-varnish");
      }, { timeout: PUBLISH_BOUND_MS, interval: 100 })
      .toMatch(/^\d+ \d+$/);
    return text;
  }

  async function gql<T>(token: string | undefined, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await fetch(`${proxy}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await answer.json()) as { data: T; errors?: { message: string }[] };
    if (body.errors) throw new Error(body.errors.map((e) => e.message).join("; "));
    return body.data;
  }

  async function signIn(): Promise<string> {
    const { captcha } = await gql<{ captcha: { id: string } }>(undefined, "{ captcha { id } }");
    const login = `mutation($id: String) { login(name: "${ADMIN.name}", password: "${ADMIN.password}", captcha: "${CAPTCHA_TEXT}", captchaId: $id) { token } }`;
    return (await gql<{ login: { token: string } }>(undefined, login, { id: captcha.id })).login.token;
  }
});

/** backends.vcl for the servers on these loopback ports, in the shape of deploy/varnish/backends.example.vcl. */
function backendsVcl(ports: number[]): string {
  const names = ports.map((_, i) => `server${i + 1}`);
  return [
    "import directors;",
    ...ports.map((port, i) => `backend ${names[i]} { .host = "127.0.0.1"; .port = "${port}"; }`),
    'acl quiet_notes_purgers { "127.0.0.1"; }',
    `sub vcl_init { new quiet_notes = directors.round_robin(); ${names.map((name) => `quiet_notes.add_backend(${name});`).join(" ")} }`,
    "sub quiet_notes_backend { set req.backend_hint = quiet_notes.backend(); }",
    "",
  ].join("\n");
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function waitFor(ready: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await ready()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error("Varnish did not become ready in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
