import http from "node:http";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_TEMPLATE, startTestServer, type TestServer } from "../../test/harness";
import { mountStaticSite } from "../http/static-site";
import { Article } from "../modules/article/article.entity";
import { OwnerProfile } from "../modules/owner-profile/owner-profile.entity";
import { SiteInfo } from "../modules/site-info/site-info.entity";

let server: TestServer;
let token: string;
let site: SiteInfo;
const openSites: http.Server[] = [];

/** The public site as static-site.ts mounts it, on the test server's database. */
async function startSite(indexFile = SITE_TEMPLATE): Promise<string> {
  const app = express();
  mountStaticSite(app, server.orm, { indexFile });
  const listener = http.createServer(app);
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  openSites.push(listener);
  return `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
}

let siteUrl: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn();
  site = await server.em().findOneOrFail(SiteInfo, { id: { $gt: 0 } }, { orderBy: { id: "desc" } });
  siteUrl = await startSite();
});
afterAll(async () => {
  for (const listener of openSites) listener.close();
  await server?.close();
});

async function page(pathAndQuery: string) {
  const response = await fetch(`${siteUrl}${pathAndQuery}`);
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, head: html.slice(0, html.indexOf("</head>")) };
}

const decode = (text: string) =>
  text.replace(/&(lt|gt|quot|#39|amp);/g, (_, entity: string) => ({ lt: "<", gt: ">", quot: '"', "#39": "'", amp: "&" })[entity]!);

function meta(head: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head);
  return match ? decode(match[1]) : undefined;
}

const title = (head: string) => decode(/<title>([^<]*)<\/title>/.exec(head)![1]);
const canonical = (head: string) => /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
const rootMarkup = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? "";
const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, "g"))?.length ?? 0;

function jsonLd(head: string): Record<string, any> | undefined {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head);
  return match ? JSON.parse(match[1]) : undefined;
}

async function updateArticle(id: number, input: Record<string, unknown>) {
  const result = await server.gql(
    `mutation($id: Int!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { id } }`,
    { id, input },
    { token },
  );
  expect(result.errors).toBeUndefined();
}

const shownArticle = () => server.em().findOneOrFail(Article, { isShow: true }, { orderBy: { id: "asc" } });

describe("page heads in the first HTML", () => {
  it("describes the home page from the site info, with a WebSite JSON-LD and the feed links", async () => {
    const { status, headers, html, head } = await page("/");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-cache");
    expect(title(head)).toBe(site.title);
    expect(meta(head, "description")).toBe(site.description);
    expect(meta(head, "keywords")).toBe(site.keywords);
    expect(canonical(head)).toBe(`${siteUrl}/`);
    expect(meta(head, "og:type")).toBe("website");
    expect(meta(head, "og:url")).toBe(`${siteUrl}/`);
    expect(meta(head, "og:image")).toBe(`${siteUrl}/logo.svg`);
    expect(meta(head, "twitter:card")).toBe("summary");
    expect(jsonLd(head)).toMatchObject({ "@context": "https://schema.org", "@type": "WebSite", name: site.title, url: `${siteUrl}/` });
    expect(head).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(head).toContain(`href="${siteUrl}/atom.xml"`);
    // The template's own title and empty description/keywords are replaced, not repeated.
    expect(count(head, /<title>/)).toBe(1);
    expect(count(head, /<meta name="description"/)).toBe(1);
    expect(count(head, /<meta name="keywords"/)).toBe(1);
    // The rest of index.html is untouched: the app still loads into an empty root.
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(rootMarkup(html).trim()).toBe("");
  });

  it("describes an article by its title, summary and dates, with a BlogPosting JSON-LD", async () => {
    const article = await shownArticle();
    const { status, head } = await page(`/detail?id=${article.id}`);
    // The permalink is canonical, whichever address showed the article.
    const url = `${siteUrl}/posts/${encodeURIComponent(article.slug)}`;
    expect(status).toBe(200);
    expect(title(head)).toBe(`${article.title} - ${site.title}`);
    expect(meta(head, "description")).toBe(article.summary);
    expect(canonical(head)).toBe(url);
    expect(meta(head, "og:type")).toBe("article");
    expect(meta(head, "og:title")).toBe(article.title);
    expect(meta(head, "og:description")).toBe(article.summary);
    expect(meta(head, "og:url")).toBe(url);
    expect(meta(head, "article:published_time")).toBe(article.createTime.toISOString());
    expect(meta(head, "twitter:title")).toBe(article.title);
    expect(jsonLd(head)).toMatchObject({
      "@type": "BlogPosting",
      headline: article.title,
      description: article.summary,
      datePublished: article.createTime.toISOString(),
      dateModified: article.updateTime.toISOString(),
      author: { "@type": "Person", name: site.author },
      url,
    });
  });

  it("puts the title, date and sanitised body inside the app's root for a reader that runs no script", async () => {
    const article = await shownArticle();
    const markup = rootMarkup((await page(`/detail?id=${article.id}`)).html);
    expect(markup).toContain(`<h1>${article.title}</h1>`);
    expect(markup).toContain(`<time datetime="${article.createTime.toISOString()}">${article.createTime.toISOString().slice(0, 10)}</time>`);
    const firstParagraph = /<p>[\s\S]*?<\/p>/.exec(article.content)![0];
    expect(markup).toContain(firstParagraph);
  });

  it("shows an article's cover as a large preview image", async () => {
    const article = await shownArticle();
    await updateArticle(article.id, { cover: "/uploads/cover.jpg" });
    const { head } = await page(`/detail?id=${article.id}`);
    expect(meta(head, "og:image")).toBe(`${siteUrl}/uploads/cover.jpg`);
    expect(meta(head, "twitter:image")).toBe(`${siteUrl}/uploads/cover.jpg`);
    expect(meta(head, "twitter:card")).toBe("summary_large_image");
    expect(jsonLd(head)?.image).toBe(`${siteUrl}/uploads/cover.jpg`);
  });

  it("escapes a hostile title and summary everywhere: title, attributes, JSON-LD and body", async () => {
    const article = await shownArticle();
    const hostileTitle = `</title><script>alert(1)</script>`;
    const hostileSummary = `" onmouseover="alert(2)" x="</script><script>alert(3)</script>`;
    await updateArticle(article.id, { title: hostileTitle, summary: hostileSummary });
    const { html, head } = await page(`/detail?id=${article.id}`);
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toContain('" onmouseover="');
    // Only the two real script elements end: the JSON-LD block and the app's module script.
    expect(count(html, /<\/script>/)).toBe(2);
    expect(title(head)).toBe(`${hostileTitle} - ${site.title}`);
    expect(meta(head, "og:title")).toBe(hostileTitle);
    expect(meta(head, "description")).toBe(hostileSummary);
    expect(jsonLd(head)).toMatchObject({ headline: hostileTitle, description: hostileSummary });
    expect(rootMarkup(html)).toContain("<h1>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>");
  });

  it("describes the about page with a Person JSON-LD from the owner profile", async () => {
    const profile = await server.em().findOneOrFail(OwnerProfile, { id: { $gt: 0 } });
    const { status, head } = await page("/about");
    expect(status).toBe(200);
    expect(title(head)).toBe(`About - ${site.title}`);
    expect(meta(head, "description")).toBe(profile.summary);
    expect(meta(head, "og:type")).toBe("profile");
    expect(canonical(head)).toBe(`${siteUrl}/about`);
    expect(jsonLd(head)).toMatchObject({
      "@type": "Person",
      name: profile.name,
      jobTitle: profile.headline,
      image: `${siteUrl}${profile.photo}`,
      alumniOf: profile.education.map((entry) => ({ "@type": "EducationalOrganization", name: entry.school })),
      knowsAbout: profile.skills,
    });
  });

  it("gives the guestbook its own head", async () => {
    const { status, head } = await page("/guestbook");
    expect(status).toBe(200);
    expect(title(head)).toBe(`Guestbook - ${site.title}`);
    expect(canonical(head)).toBe(`${siteUrl}/guestbook`);
    expect(meta(head, "description")).toContain(site.title);
  });

  it("answers a hidden, missing or malformed article with 404 and a not-found head; the app still loads", async () => {
    const hidden = await server.em().findOneOrFail(Article, { isShow: false });
    for (const query of [`?id=${hidden.id}`, "?id=999999", "?id=abc", "?id=1.5", "?id=99999999999", ""]) {
      const { status, html, head } = await page(`/detail${query}`);
      expect(status, query).toBe(404);
      expect(title(head)).toBe(`Article not found - ${site.title}`);
      expect(meta(head, "robots")).toBe("noindex");
      expect(canonical(head)).toBeUndefined();
      expect(jsonLd(head)).toBeUndefined();
      expect(html).not.toContain(hidden.title);
      expect(rootMarkup(html)).toContain("Article not found");
      expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    }
  });

  it("leaves other routes of the app with the plain index.html", async () => {
    const { status, html } = await page("/admin");
    expect(status).toBe(200);
    expect(html).toBe(await fs.readFile(SITE_TEMPLATE, "utf8"));
  });

  it("builds canonical URLs on the request's origin when the site info has no URL", async () => {
    const save = (url: string) =>
      server.gql(`mutation($id: Int!, $url: String!) { updateSiteInfo(id: $id, input: { url: $url }) { id } }`, { id: site.id, url }, { token });
    await save("");
    try {
      const { head } = await page("/about");
      expect(canonical(head)).toBe(`${siteUrl}/about`);
      expect(head).toContain(`href="${siteUrl}/rss.xml"`);
    } finally {
      await save(site.url);
    }
  });
});

describe("the page template", () => {
  it("is read once and again when index.html changes on disk (a rebuild)", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "seo-template-"));
    const file = path.join(dir, "index.html");
    const template = await fs.readFile(SITE_TEMPLATE, "utf8");
    await fs.writeFile(file, template.replace("</body>", "<!-- build 1 --></body>"));
    const url = await startSite(file);
    expect(await (await fetch(`${url}/about`)).text()).toContain("build 1");

    await fs.writeFile(file, template.replace("</body>", "<!-- build 2 --></body>"));
    const later = new Date(Date.now() + 60_000);
    await fs.utimes(file, later, later);
    const rebuilt = await (await fetch(`${url}/about`)).text();
    expect(rebuilt).toContain("build 2");
    expect(rebuilt).toContain(`<link rel="canonical" href="${url}/about" />`);
    await fs.rm(dir, { recursive: true });
  });
});
