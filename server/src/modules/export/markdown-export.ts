import type { EntityManager } from "@mikro-orm/postgresql";
import { Parser } from "htmlparser2";
import { Article, ArticleStatus } from "../article/article.entity";
import { ArticleTag } from "../article/article-tag.entity";
import { commentFiles } from "./comments-markdown";
import { frontMatter } from "./front-matter";
import { htmlToMarkdown } from "./html-to-markdown";
import { isStoredName, type UploadStorage } from "../../kernel/upload-storage";
import type { ZipEntry } from "../../kernel/zip-files";

/** Where uploads are addressed on the site; an exported site serves the same files at the same addresses. */
const UPLOADS_PATH = "/uploads/";

const README = `Quiet Notes export: one Markdown file per article, with YAML front matter, and the uploaded images.

Hugo: copy content/posts/ into your site's content/posts/ and static/uploads/ into static/uploads/.
Hexo: copy content/posts/*.md into source/_posts/ and static/uploads/ into source/uploads/.

The images keep their addresses (/uploads/...), so the articles' links to them work as they are.
Approved comments are in comments/{slug}.md, one file per article, oldest first; replies say whom they answer.
Drafts and scheduled articles have draft: true (Hugo) and published: false (Hexo).
`;

/** The upload files an article's HTML refers to (read by htmlparser2, entities decoded), by their names under the uploads folder. */
function uploadsIn(html: string, cover: string): string[] {
  const urls = [cover];
  new Parser({ onattribute: (name, value) => void (["src", "href", "srcset"].includes(name) && urls.push(value)) }).end(html);
  const names = new Set<string>();
  for (const url of urls) {
    for (const candidate of url.split(",")) {
      const address = candidate.trim().split(/\s+/)[0];
      const at = address.indexOf(UPLOADS_PATH);
      if (at === 0 || (at > 0 && /^https?:\/\/[^/]+$/.test(address.slice(0, at)))) names.add(decodeURIComponent(address.slice(at + UPLOADS_PATH.length)));
    }
  }
  return [...names];
}

async function imageOf(uploads: UploadStorage, name: string): Promise<Buffer> {
  const data = await uploads.get(name);
  if (!data) throw new Error(`The upload ${name} was removed while the export was written.`);
  return data;
}

/**
 * Every article as `content/posts/{slug}.md` (front matter: title, date, updated, slug, tags, summary,
 * subtitle, cover, draft/published), each article's approved comments as `comments/{slug}.md`, and the upload files the articles use, read from the upload storage; a
 * file named in an article but missing there is left out (its address stays in the text).
 */
export async function markdownExport(em: EntityManager, uploads: UploadStorage): Promise<ZipEntry[]> {
  const articles = await em.find(Article, {}, { orderBy: { id: "asc" } });
  const links = await em.find(ArticleTag, {}, { populate: ["tag"] });
  const tagsOf = new Map<number, string[]>();
  for (const link of links) tagsOf.set(link.article.id, [...(tagsOf.get(link.article.id) ?? []), link.tag.getEntity().name]);

  const entries: ZipEntry[] = [{ name: "README.txt", data: Buffer.from(README, "utf8") }];
  const images = new Set<string>();
  for (const article of articles) {
    const unpublished = article.status !== ArticleStatus.PUBLISHED;
    const header = frontMatter({
      title: article.title,
      date: article.publishedAt ?? article.createTime,
      updated: article.updateTime,
      lastmod: article.updateTime,
      slug: article.slug,
      tags: tagsOf.get(article.id) ?? [],
      summary: article.summary || undefined,
      description: article.summary || undefined,
      subtitle: article.subtitle || undefined,
      cover: article.cover || undefined,
      draft: unpublished,
      published: !unpublished,
    });
    entries.push({ name: `content/posts/${article.slug}.md`, data: Buffer.from(`${header}\n${await htmlToMarkdown(article.content)}`, "utf8"), modified: article.updateTime });
    for (const name of uploadsIn(article.content, article.cover)) images.add(name);
  }
  for (const file of await commentFiles(em, articles)) entries.push({ name: file.name, data: Buffer.from(file.text, "utf8") });
  for (const name of [...images].sort()) {
    // Only stored names: a name with ../ in an article must not reach anything else. Read when the archive
    // reaches it, so the images are never all in memory at once.
    if (isStoredName(name) && (await uploads.size(name)) !== undefined) {
      entries.push({ name: `static/uploads/${name}`, read: () => imageOf(uploads, name) });
    }
  }
  return entries;
}
