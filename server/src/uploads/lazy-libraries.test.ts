import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../../test/server-process";

/**
 * The image library (sharp and libvips), the S3 SDK and Fedify hold about 25, 30 and 30 MB once loaded, the
 * captcha's drawing library (svg-captcha, with its parsed font) and the CSS parser (css-tree) about 15 MB each, and
 * the comments' Markdown, the Webmentions' microformats parser and the second factor's otplib take 45 to 60 ms
 * each to load: a server that only answers readers, as most do most of the time, must not load them. The first
 * captcha loads svg-captcha (a sign-in asks for one); the first upload, sharp; the first custom CSS saved, css-tree;
 * the first fediverse request, Fedify (modules/federation/federation-on-demand.ts).
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blog-lazy-"));
const listFile = path.join(dataDir, "loaded.json");
let server: ServerProcess | undefined;
afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The files the server process has loaded so far, from the probe inside it. */
async function loaded(): Promise<string[]> {
  fs.rmSync(listFile, { force: true });
  server!.child.kill("SIGUSR2");
  for (let waited = 0; !fs.existsSync(listFile); waited += 20) {
    if (waited > 10_000) throw new Error("the probe did not answer");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return JSON.parse(fs.readFileSync(listFile, "utf8")) as string[];
}
const holds = (files: string[], library: string) => files.some((file) => file.includes(`/node_modules/${library}/`));

it("loads neither the image library, the S3 SDK, Fedify, the captcha's drawing nor the CSS parser to answer readers; each at its first use", { timeout: 120_000 }, async () => {
  server = await startServerProcess(dataDir, {
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} -r ${path.resolve(__dirname, "../../test/loaded-modules-probe.cjs")}`, LOADED_MODULES_FILE: listFile },
  });
  // Feeds, the sitemap, GraphQL and the legacy API: what needs no site build (the suite runs before the build).
  for (const page of ["/rss.xml", "/sitemap.xml", "/api/getArticle"]) expect((await fetch(server.url + page, { method: page.startsWith("/api/") ? "POST" : "GET" })).status).toBe(200);
  expect((await server.gql(`{ homeArticles(limit: 5) { items { id title tags { name } } } siteInfo { title } }`)).errors).toBeUndefined();
  const before = await loaded();
  expect(holds(before, "express")).toBe(true);
  expect(holds(before, "sharp")).toBe(false);
  expect(holds(before, "@aws-sdk/client-s3")).toBe(false);
  // Nor what writing a comment, checking a Webmention, a second factor or saving custom CSS needs (the comment,
  // webmention and two-factor suites use the first three), nor the captcha's drawing.
  for (const library of ["markdown-it", "microformats-parser", "otplib", "css-tree", "svg-captcha"]) expect({ library, loaded: holds(before, library) }).toEqual({ library, loaded: false });
  // Federation is on (the default), and nobody follows the blog nor has asked it anything.
  expect(before.filter((file) => file.includes("/node_modules/@fedify/"))).toEqual([]);

  const token = await server.signIn();
  expect(holds(await loaded(), "svg-captcha")).toBe(true);
  expect(holds(await loaded(), "css-tree")).toBe(false);
  const saved = await server.gql(`mutation { setCustomCss(css: ".site-title { letter-spacing: 0.02em; }") { customCss } }`, {}, { token });
  expect(saved.errors).toBeUndefined();
  expect(holds(await loaded(), "css-tree")).toBe(true);

  const form = new FormData();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } }).png().toBuffer();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "dot.png");
  const answer = await fetch(`${server.url}/api/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  expect(holds(await loaded(), "sharp")).toBe(true);

  expect((await fetch(`${server.url}/.well-known/nodeinfo`)).status).toBe(200);
  expect(holds(await loaded(), "@fedify/fedify")).toBe(true);
});
