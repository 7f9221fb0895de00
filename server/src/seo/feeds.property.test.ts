import fc from "fast-check";
import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "../kernel/sanitize-html";
import { slugify } from "../kernel/slug";
import { excerptFor } from "../modules/article/article.service";
import type { Article } from "../modules/article/article.entity";
import { SiteInfo } from "../modules/site-info/site-info.entity";
import { withAbsoluteLinks } from "./absolute-links";
import { escapeUTF8 as escapeHtml } from "entities";
import { atomXml, rssXml } from "./feeds";
import type { SiteContext } from "./site-context";
import { sitemapXml } from "./sitemap";

/**
 * Whatever an author types as a title, summary, body or site name, RSS, Atom and the sitemap stay well-formed
 * XML, and a strict parser gives the text back (less the characters XML cannot carry at all).
 */

/** A parsed element: enough of a DOM to find texts by path. */
interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

/** saxes is a strict, namespace-aware XML 1.0 parser: any well-formedness error or disallowed character throws. */
function parseStrict(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlNode = { name: "#document", attributes: {}, children: [], text: "" };
  const stack = [root];
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => {
    const attributes = Object.fromEntries(Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]));
    const node: XmlNode = { name: tag.name, attributes, children: [], text: "" };
    stack.at(-1)!.children.push(node);
    stack.push(node);
  });
  parser.on("text", (text) => (stack.at(-1)!.text += text));
  parser.on("cdata", (text) => (stack.at(-1)!.text += text));
  parser.on("closetag", () => void stack.pop());
  parser.write(xml).close();
  return root.children[0];
}

const child = (node: XmlNode, name: string) => node.children.find((each) => each.name === name);
const childrenNamed = (node: XmlNode, name: string) => node.children.filter((each) => each.name === name);

/** What XML can carry of a string: it has no way to write control characters or half a surrogate pair. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const carried = (text: string) => text.replace(NOT_XML, "");

const HOSTILE_PIECES = [
  "]]>", "]]>]]>", "]]]]><![CDATA[>", "<![CDATA[", "]]", "<", ">", "&", "&amp;", "&#0;", "&bogus;", '"', "'",
  "</title>", "<script>alert(1)</script>", "<item>", "\u0000", "\u0001", "\u0008", "\u000b", "\u001f", "\u007f",
  "\uD800", "\uDFFF", "\uDBFF\uDFFF", "\uFFFE", "\uFFFF", "\r", "\r\n", "\t", "\n", " ", "中文标题", "😀", "\u2028",
];

/** Strings built from the pieces that break XML writers, mixed with arbitrary code points. */
const hostileText = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE_PIECES), fc.string({ unit: "binary", maxLength: 8 })), { maxLength: 24 })
  .map((pieces) => pieces.join(""));

/** Slugs as articles can have them: whatever letters of any script hostile text leaves. */
const anySlug = hostileText.map(slugify).filter((slug) => slug !== "");

function siteWith(name: string, description: string, base = "http://localhost:4000"): SiteContext {
  const info = Object.assign(new SiteInfo(), { title: name, description, copyright: name, author: "", email: "", logo: "", url: base });
  return { info, base, absolute: (path) => (path.startsWith("/") ? `${base}${path}` : path), author: info.author || info.title, locale: "en" };
}

function articleWith(id: number, title: string, summary: string, content: string): Article {
  const createTime = new Date(Date.UTC(2026, 0, 1, 0, 0, id));
  return { id, slug: `post-${id}`, title, summary, content, createTime, updateTime: createTime } as Article;
}

const feedInput = fc.record({
  siteName: hostileText,
  description: hostileText,
  articles: fc.array(fc.record({ title: hostileText, summary: hostileText, body: hostileText }), { minLength: 1, maxLength: 3 }),
});

describe("feeds with hostile text", () => {
  it("RSS parses strictly and gives back every title, summary, body and the site name", () => {
    fc.assert(
      fc.property(feedInput, ({ siteName, description, articles }) => {
        const site = siteWith(siteName, description);
        const stored = articles.map(({ title, summary, body }, index) => articleWith(index + 1, title, summary, body));
        const channel = child(parseStrict(rssXml(stored, site)), "channel")!;
        expect(child(channel, "title")!.text).toBe(carried(siteName));
        const items = childrenNamed(channel, "item");
        expect(items).toHaveLength(stored.length);
        items.forEach((item, index) => {
          const article = stored[index];
          expect(child(item, "title")!.text).toBe(carried(article.title));
          // An RSS description is HTML; the summary (or the body's excerpt) is plain text, so it travels escaped.
          const excerpt = excerptFor(article);
          expect(child(item, "description")?.text ?? "").toBe(carried(excerpt ? escapeHtml(excerpt) : ""));
          expect(child(item, "content:encoded")!.text).toBe(carried(withAbsoluteLinks(sanitizeArticleHtml(article.content), site)));
        });
      }),
      { numRuns: 300 },
    );
  });

  it("Atom parses strictly and gives back every title, summary, body and the site name", () => {
    fc.assert(
      fc.property(feedInput, ({ siteName, description, articles }) => {
        const site = siteWith(siteName, description);
        const stored = articles.map(({ title, summary, body }, index) => articleWith(index + 1, title, summary, body));
        const feed = parseStrict(atomXml(stored, site));
        expect(child(feed, "title")!.text).toBe(carried(siteName));
        expect(child(child(feed, "author")!, "name")!.text).toBe(carried(siteName));
        const entries = childrenNamed(feed, "entry");
        expect(entries).toHaveLength(stored.length);
        entries.forEach((entry, index) => {
          const article = stored[index];
          expect(child(entry, "title")!.text).toBe(carried(article.title));
          expect(child(entry, "summary")?.text ?? "").toBe(carried(excerptFor(article)));
          expect(child(entry, "content")!.text).toBe(carried(withAbsoluteLinks(sanitizeArticleHtml(article.content), site)));
        });
      }),
      { numRuns: 300 },
    );
  });

  it("the sitemap parses strictly and gives back every address, even from a hostile base", () => {
    fc.assert(
      fc.property(hostileText, fc.array(anySlug, { maxLength: 5 }), (suffix, slugs) => {
        const base = `https://example.org/${suffix}`;
        const site = siteWith("Notes", "", base);
        // Pairs of versions of one article, so the alternates' addresses are written from the hostile base too.
        const articles = slugs.map((slug, i) => ({ slug, updateTime: new Date(Date.UTC(2026, 0, 1)), locale: i % 2 ? ("zh" as const) : ("en" as const), article: Math.floor(i / 2) }));
        const urlset = parseStrict(sitemapXml(articles, [], site));
        const locations = childrenNamed(urlset, "url").map((url) => child(url, "loc")!.text);
        expect(locations).toEqual([
          ...["/", "/about", "/guestbook"].map((path) => carried(`${base}${path}`)),
          ...slugs.map((slug) => carried(`${base}/posts/${encodeURIComponent(slug)}`)),
        ]);
      }),
      { numRuns: 300 },
    );
  });

  it("carries a title of 200 000 characters of nothing but `]]>` whole", () => {
    const title = "]]>".repeat(200_000 / 3);
    const site = siteWith("Notes on ]]> and ]]> again", "");
    const article = articleWith(1, title, title, `<p>${title}</p>`);
    const rssItem = child(child(parseStrict(rssXml([article], site)), "channel")!, "item")!;
    expect(child(rssItem, "title")!.text).toBe(title);
    const atomEntry = child(parseStrict(atomXml([article], site)), "entry")!;
    expect(child(atomEntry, "title")!.text).toBe(title);
  });
});
