import { XMLParser, XMLValidator } from "fast-xml-parser";
import { badInput } from "../../kernel/errors";
import { autop, captionsToFigures, isBlockEditorBody, shortcodesIn, withoutBlockMarkers } from "./wordpress-autop";
import { say, type Saying } from "../../shared/import-words";
import { decodedSlug, plainText, type SkippedEntry, type SourceComment, type SourceExport, type SourcePost, type SourceStatus, type SourceTag, type UploadsLayout } from "./import-source";

/**
 * WordPress's export (Tools → Export, "WXR" 1.1/1.2): an RSS file whose items are every post, page,
 * attachment and menu entry, with WordPress's fields in the `wp:` namespace, bodies in `content:encoded`
 * and excerpts in `excerpt:encoded`. Posts are imported; everything else is named in the report.
 */

type Node = Record<string, unknown>;

/** Elements that repeat; read as lists even when a file has one of them. */
const REPEATED = new Set(["item", "category", "wp:postmeta", "wp:comment", "wp:category", "wp:tag", "wp:author"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

/** Text of an element, whether the parser gave a string or an object with attributes. */
function text(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "object") return text((value as Node)["#text"]);
  return String(value);
}

const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);

/** WordPress's "2024-05-06 02:30:00" (UTC in the _gmt fields); its "0000-00-00 00:00:00" means none. */
function wordpressDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match || match[1] === "0000") return null;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** WordPress's statuses in ours, or the reason a post is left out. */
function statusOf(status: string, password: string): { status: SourceStatus; note?: Saying } | { skip: Saying } {
  if (status === "trash") return { skip: say("trash") };
  if (status === "auto-draft") return { skip: say("autoDraft") };
  if (password) return { status: "DRAFT", note: say("passwordProtected") };
  switch (status) {
    case "publish":
      return { status: "PUBLISHED" };
    case "future":
      return { status: "SCHEDULED" };
    case "private":
      return { status: "DRAFT", note: say("private") };
    case "pending":
      return { status: "DRAFT", note: say("pending") };
    default:
      return { status: "DRAFT" };
  }
}

/** WordPress's default category, which every uncategorised post has: not a topic worth a tag. */
const DEFAULT_CATEGORY = "uncategorized";

/** Addresses into WordPress's uploads (…/wp-content/uploads/2024/05/x.jpg) and its resized copies (x-300x200.jpg). */
const wordpressUploads: UploadsLayout = {
  pathOf(url) {
    const at = url.indexOf("/wp-content/uploads/");
    return at < 0 ? undefined : decodedSlug(url.slice(at + "/wp-content/uploads/".length).replace(/[?#].*$/, ""));
  },
  originalsOf(path) {
    const original = path.replace(/-\d+x\d+(\.\w+)$/, "$1");
    const unscaled = path.replace(/-scaled(\.\w+)$/, "$1");
    return [...new Set([original, unscaled])].filter((other) => other !== path);
  },
};

/** Refuses the file, saying why as `import.wxr.<why>` in the server's catalog (a parser's own words a value in it). */
function refuse(why: string, reason: string, values?: Record<string, string | number>): never {
  throw badInput(`This is not a WordPress export (WXR) we can read: ${reason}`, "file", { id: `import.wxr.${why}`, values });
}

/**
 * A post's comments that visitors could read: approved ones ("1"), not pingbacks or trackbacks (notes that
 * another site linked here, not something a reader wrote). Pending ones and spam are left behind.
 */
function approvedComments(entries: Node[]): SourceComment[] {
  return entries
    .filter((entry) => text(entry["wp:comment_approved"]) === "1" && ["", "comment"].includes(text(entry["wp:comment_type"])))
    .map((entry) => {
      const typed = text(entry["wp:comment_content"]);
      const parent = text(entry["wp:comment_parent"]);
      return {
        sourceId: text(entry["wp:comment_id"]),
        parentSourceId: parent === "0" ? "" : parent,
        authorName: text(entry["wp:comment_author"]),
        email: text(entry["wp:comment_author_email"]),
        address: text(entry["wp:comment_author_IP"]),
        postedAt: wordpressDate(text(entry["wp:comment_date_gmt"])) ?? wordpressDate(text(entry["wp:comment_date"])),
        text: typed,
        html: autop(typed),
      };
    });
}

export function readWordpressExport(xml: string): SourceExport {
  // A WordPress export never declares entities; refusing them keeps a crafted file from expanding without end.
  if (/<!ENTITY/i.test(xml)) refuse("entities", "it declares XML entities, which WordPress never writes.");
  const valid = XMLValidator.validate(xml);
  if (valid !== true) refuse("malformed", `the XML is malformed at line ${valid.err.line}: ${valid.err.msg}`, { line: valid.err.line, detail: valid.err.msg });
  const channel = ((parser.parse(xml) as Node).rss as Node | undefined)?.channel as Node | undefined;
  if (!channel) refuse("noChannel", "it has no <rss><channel>.");
  if (!channel["wp:wxr_version"] && !channel["wp:base_site_url"]) refuse("notWordpress", "it is an RSS feed without WordPress's fields (wp:wxr_version).");

  const site = (text(channel["wp:base_site_url"]) || text(channel.link)).replace(/\/+$/, "");
  const items = list(channel.item);
  const attachments = new Map(items.filter((item) => text(item["wp:post_type"]) === "attachment").map((item) => [text(item["wp:post_id"]), text(item["wp:attachment_url"])]));

  const posts: SourcePost[] = [];
  const skipped: SkippedEntry[] = [];
  const others = new Map<string, number>();
  let comments = 0;
  let defaultCategory = false;
  const shortcodes = new Set<string>();

  for (const item of items) {
    const type = text(item["wp:post_type"]) || "post";
    const sourceId = text(item["wp:post_id"]);
    const title = text(item.title);
    if (type === "page") {
      skipped.push({ sourceId, title, reason: say("page") });
      continue;
    }
    if (type !== "post") {
      others.set(type, (others.get(type) ?? 0) + 1);
      continue;
    }
    const postComments = approvedComments(list(item["wp:comment"]));
    comments += list(item["wp:comment"]).length - postComments.length;
    const state = statusOf(text(item["wp:status"]), text(item["wp:post_password"]));
    if ("skip" in state) {
      skipped.push({ sourceId, title, reason: state.skip });
      continue;
    }
    const tags: SourceTag[] = [];
    for (const category of list(item.category)) {
      const domain = text(category["@_domain"]);
      if (domain !== "category" && domain !== "post_tag") continue;
      const slug = decodedSlug(text(category["@_nicename"]));
      if (domain === "category" && slug === DEFAULT_CATEGORY) {
        defaultCategory = true;
        continue;
      }
      tags.push({ name: text(category), slug });
    }
    const meta = new Map(list(item["wp:postmeta"]).map((entry) => [text(entry["wp:meta_key"]), text(entry["wp:meta_value"])]));
    const thumbnail = meta.get("_thumbnail_id");
    const raw = text(item["content:encoded"]);
    const html = isBlockEditorBody(raw) ? withoutBlockMarkers(raw) : captionsToFigures(autop(raw));
    for (const name of shortcodesIn(html)) shortcodes.add(name);
    const gmt = wordpressDate(text(item["wp:post_date_gmt"]));
    // Drafts have no UTC date yet; the local one is the nearest there is.
    const written = gmt ?? wordpressDate(text(item["wp:post_date"]));
    const notes = state.note ? [state.note] : [];
    if (thumbnail && !attachments.get(thumbnail)) notes.push(say("featuredImageMissing", { attachment: thumbnail }));
    posts.push({
      sourceId,
      title,
      slug: decodedSlug(text(item["wp:post_name"])),
      html,
      excerpt: plainText(text(item["excerpt:encoded"])),
      status: state.status,
      publishedAt: state.status === "DRAFT" ? null : (written ?? null),
      createdAt: written,
      tags,
      featuredImage: (thumbnail && attachments.get(thumbnail)) || "",
      featured: text(item["wp:is_sticky"]) === "1",
      notes,
      comments: postComments,
    });
  }

  for (const [type, count] of others) skipped.push({ sourceId: "", title: `${count} × ${type}`, reason: say("otherKind", { type }) });
  const notes: Saying[] = [];
  if (comments > 0) notes.push(say("comments", { count: comments }));
  if (defaultCategory) notes.push(say("uncategorized"));
  if (shortcodes.size > 0) notes.push(say("shortcodes", { names: [...shortcodes].map((name) => `[${name}]`).join(", ") }));
  return { kind: "wordpress", site, title: text(channel.title), posts, skipped, notes, images: wordpressUploads };
}
