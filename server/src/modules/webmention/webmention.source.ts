import { escapeUTF8 } from "entities";
import { Parser } from "htmlparser2";
import { CommentKind } from "../comment/comment.entity";

/**
 * Reading a Webmention's source page: whether it really links to the target, and what kind of mention it is
 * from its microformats (https://indieweb.org/Webmention-developer: reply, like, repost, else a mention).
 */

/** A mention as read from its source, before anything of it is kept. */
export interface MentionRead {
  kind: Exclude<CommentKind, "COMMENT">;
  authorName: string;
  /** The author's page and picture, http(s) addresses only; "" when the source gives none. */
  authorUrl: string;
  authorPhoto: string;
  /** A reply's content as the source marks it up (sanitised by the caller), and as text; a mention's title as text; nothing for a like or repost. */
  contentHtml: string;
  contentText: string;
}

/** An address compared as a link to it: absolute, without its fragment. */
function comparable(href: string, base: string): string | null {
  const url = URL.parse(href.trim(), base);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  url.hash = "";
  return url.href;
}

/**
 * Whether the page links to `target` with an element a reader can follow (`<a href>`, `<link href>`): an address
 * inside a comment, a script, or written as plain text is not a link. Parsed with htmlparser2, which reads
 * comments and scripts as what they are.
 */
export function linksTo(html: string, pageUrl: string, target: string): boolean {
  const wanted = comparable(target, target);
  let found = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!found && (name === "a" || name === "link") && attributes.href !== undefined) found = comparable(attributes.href, pageUrl) === wanted;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return found;
}

type Root = ReturnType<typeof import("microformats-parser").mf2>["items"][number];
type Property = Root["properties"][string][number];

const isRoot = (value: Property | undefined): value is Root => typeof value === "object" && value !== null && "properties" in value;

/** A property's first value as plain text (a nested microformat's or an image's `value`). */
function text(value: Property | undefined): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  if ("value" in value && typeof value.value === "string") return value.value;
  return "";
}

/** An http(s) address, else "". */
const httpUrl = (value: string) => (/^https?:\/\//i.test(value) && URL.canParse(value) ? value : "");

/** The first h-entry, at the top or nested (a page's feed holding the post). */
function firstEntry(items: readonly Root[]): Root | undefined {
  for (const item of items) {
    if (item.type?.includes("h-entry")) return item;
    const nested = firstEntry(item.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/** Whether a property (`in-reply-to`, `like-of`, …) names the target, as an address or an h-cite's url. */
function names(entry: Root, property: string, target: string): boolean {
  return (entry.properties[property] ?? []).some((value) => {
    const urls = isRoot(value) ? (value.properties.url ?? []).map(text) : [text(value)];
    return urls.some((url) => comparable(url, target) === comparable(target, target));
  });
}

/** The mention's kind and author from the source's microformats; a page without an h-entry is a plain mention. */
export async function readMention(html: string, pageUrl: string, target: string): Promise<MentionRead> {
  // Loaded by the first Webmention checked: microformats-parser and parse5 (about 60 ms) are not a reader's.
  const { mf2 } = await import("microformats-parser");
  const parsed = mf2(html, { baseUrl: pageUrl });
  const entry = firstEntry(parsed.items);
  const host = new URL(pageUrl).hostname;
  if (!entry) return { kind: CommentKind.MENTION, authorName: host, authorUrl: "", authorPhoto: "", contentHtml: "", contentText: "" };
  const kind = names(entry, "in-reply-to", target)
    ? CommentKind.REPLY
    : names(entry, "like-of", target)
      ? CommentKind.LIKE
      : names(entry, "repost-of", target)
        ? CommentKind.REPOST
        : CommentKind.MENTION;
  const author = entry.properties.author?.[0];
  const card = isRoot(author) ? author.properties : undefined;
  const authorText = text(author);
  const authorUrl = httpUrl(card ? text(card.url?.[0]) : authorText);
  const content = entry.properties.content?.[0];
  // A reply's words are shown in the thread; a page that only mentions the article is shown by its title, not
  // copied whole under it.
  const mentionText = (text(entry.properties.name?.[0]) || text(entry.properties.summary?.[0])).trim();
  const contentHtml =
    kind === CommentKind.REPLY && typeof content === "object" && content !== null && "html" in content
      ? content.html
      : kind === CommentKind.MENTION && mentionText
        ? `<p>${escapeUTF8(mentionText)}</p>`
        : "";
  return {
    kind,
    authorName: (card ? text(card.name?.[0]) : authorUrl ? "" : authorText).trim() || (authorUrl ? new URL(authorUrl).hostname : host),
    authorUrl,
    authorPhoto: httpUrl(card ? text(card.photo?.[0]) : ""),
    contentHtml,
    contentText: (kind === CommentKind.REPLY ? text(content) || mentionText : kind === CommentKind.MENTION ? mentionText : "").trim(),
  };
}
