import { escapeUTF8 } from "entities";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Language, localeOf } from "../../kernel/language";
import { Article } from "../article/article.entity";
import { visibleToVisitors } from "../article/article-visibility";
import { htmlToMarkdown } from "../export/html-to-markdown";
import type { MailWords } from "../mail/mail-words";
import { NEWSLETTER_WORDS } from "./subscriber-words";

/** Gmail clips a message whose HTML passes 102 KB; ours stays under it, the rest is a link to the site. */
export const MAX_HTML_BYTES = 100_000;

const STYLE = `
body { margin: 0; padding: 0; background: #f6f5f2; color: #222; font-family: Georgia, "Songti SC", serif; font-size: 17px; line-height: 1.6; }
.wrap { max-width: 640px; margin: 0 auto; padding: 24px; background: #ffffff; }
h1 { font-size: 26px; line-height: 1.3; margin: 0 0 16px; }
h1 a { color: #222; text-decoration: none; }
a { color: #1a5fb4; }
img { max-width: 100%; height: auto; }
pre { white-space: pre-wrap; background: #f3f3f3; padding: 12px; font-size: 14px; }
blockquote { margin: 0; padding-left: 16px; border-left: 3px solid #ddd; color: #555; }
.note { color: #6b6b6b; font-size: 14px; font-style: italic; }
.more { margin-top: 24px; }
.foot { margin-top: 32px; padding-top: 12px; border-top: 1px solid #e5e5e5; color: #6b6b6b; font-size: 13px; }
`;

/** Links and images of the body, made absolute: a mail program has no page to resolve `/uploads/…` against. */
export const absoluteLinks = (html: string, site: string) => html.replace(/(\s(?:href|src))=(["'])\/(?!\/)/gi, `$1=$2${site}/`);

export interface RenderedPost extends MailWords {
  /** The article version the message carries (its id). */
  versionId: number;
}

interface PostAddressing {
  site: { title: string; address: string };
  language: Language;
  /** The unsubscribe link, absent on the owner's test copy. */
  unsubscribeUrl?: string;
  test?: boolean;
}

/**
 * One post as a message in the reader's language: the version in that language when visitors can read it,
 * else the first public one with a line saying so; null when no version is public (a test copy takes drafts).
 */
export async function renderPost(em: EntityManager, rootId: number, addressing: PostAddressing): Promise<RenderedPost | null> {
  const versionsOf = { $or: [{ id: rootId }, { translationOf: rootId }] };
  const versions = await em.find(Article, addressing.test ? versionsOf : { $and: [visibleToVisitors(), versionsOf] }, { orderBy: { id: "asc" } });
  const version = versions.find((candidate) => candidate.language === addressing.language) ?? versions[0];
  if (!version) return null;
  const words = NEWSLETTER_WORDS[addressing.language];
  const { site } = addressing;
  const url = `${site.address}/${localeOf(version.language)}/posts/${encodeURIComponent(version.slug)}`;
  const notes = [...(addressing.test ? [words.testNote] : []), ...(version.language !== addressing.language ? [words.otherLanguage] : [])];
  const body = absoluteLinks(version.content, site.address);
  const markdown = await htmlToMarkdown(body);
  // juice is loaded with the first message, not with the server: it holds about 30 MB.
  const { default: juice } = await import("juice");

  const foot = [escapeUTF8(words.why(site.title)), ...(addressing.unsubscribeUrl ? [`<a href="${escapeUTF8(addressing.unsubscribeUrl)}">${escapeUTF8(words.unsubscribe)}</a>`] : [])].join(" · ");
  const page = (content: string) =>
    juice(
      `<!doctype html><html lang="${localeOf(addressing.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeUTF8(version.title)}</title><style>${STYLE}</style></head>` +
        `<body><div class="wrap">${notes.map((note) => `<p class="note">${escapeUTF8(note)}</p>`).join("")}` +
        `<h1><a href="${escapeUTF8(url)}">${escapeUTF8(version.title)}</a></h1>${content}` +
        `<p class="more"><a href="${escapeUTF8(url)}">${escapeUTF8(words.readOnSite)}</a></p><p class="foot">${foot}</p></div></body></html>`,
    );
  let html = page(body);
  if (Buffer.byteLength(html) > MAX_HTML_BYTES) {
    // The beginning as plain paragraphs, then the way to the rest: cut on a paragraph, never inside a tag.
    const budget = MAX_HTML_BYTES - Buffer.byteLength(page("")) - 2_000;
    const kept: string[] = [];
    let used = 0;
    for (const paragraph of markdown.split(/\n{2,}/)) {
      const part = `<p>${escapeUTF8(paragraph)}</p>`;
      if (used + Buffer.byteLength(part) > budget) break;
      kept.push(part);
      used += Buffer.byteLength(part);
    }
    html = page(`${kept.join("")}<p class="note">${escapeUTF8(words.continueOnSite)}</p>`);
  }
  const text = [
    ...notes,
    version.title,
    markdown.trim(),
    `${words.readOnSite}: ${url}`,
    "--",
    words.why(site.title),
    ...(addressing.unsubscribeUrl ? [`${words.unsubscribe}: ${addressing.unsubscribeUrl}`] : []),
  ].join("\n\n");
  return { subject: version.title, text, html, versionId: version.id };
}
