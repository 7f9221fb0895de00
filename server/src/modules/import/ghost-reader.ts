import { badInput } from "../../kernel/errors";
import { say, type Saying } from "../../shared/import-words";
import { decodedSlug, plainText, type SkippedEntry, type SourceExport, type SourcePost, type SourceStatus, type UploadsLayout } from "./import-source";

/**
 * Ghost's export (Settings → Labs → Export, Ghost 4 to 6): `{db: [{meta: {version}, data: {posts, tags,
 * posts_tags, …}}]}`. Bodies are read from `html`, which Ghost exports beside its editor's own format
 * (lexical or mobiledoc). Ghost writes its own address as `__GHOST_URL__`, so an export does not say where
 * the old site was: the importer may be told (`siteUrl`), else those addresses become paths on this site.
 */

type Row = Record<string, unknown>;

const GHOST_URL = "__GHOST_URL__";

const str = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((row): row is Row => !!row && typeof row === "object") : []);

function date(value: unknown): Date | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function statusOf(status: string): { status: SourceStatus; note?: Saying } {
  if (status === "published") return { status: "PUBLISHED" };
  if (status === "scheduled") return { status: "SCHEDULED" };
  if (status === "sent") return { status: "DRAFT", note: say("newsletterOnly") };
  return { status: "DRAFT" };
}

/** Addresses into Ghost's images (…/content/images/2024/05/x.jpg) and its resized copies (…/content/images/size/w600/…). */
const ghostImages: UploadsLayout = {
  pathOf(url) {
    const at = url.indexOf("/content/images/");
    if (at < 0) return undefined;
    return decodedSlug(url.slice(at + "/content/images/".length).replace(/[?#].*$/, ""));
  },
  originalsOf(path) {
    const original = path.replace(/^size\/[^/]+\/(?:format\/[^/]+\/)?/, "");
    return original === path ? [] : [original];
  },
};

/** Refuses the file, saying why as `import.ghost.<why>` in the server's catalog (a parser's own words a value in it). */
function refuse(why: string, reason: string, values?: Record<string, string | number>): never {
  throw badInput(`This is not a Ghost export we can read: ${reason}`, "file", { id: `import.ghost.${why}`, values });
}

/** The export's one database: `{db: [{meta, data}]}` as Ghost writes it, or `{meta, data}` as older tools did. */
function databaseOf(parsed: unknown): { version: string; data: Row } {
  const root = (parsed && typeof parsed === "object" ? parsed : {}) as Row;
  const db = (Array.isArray(root.db) ? root.db[0] : root) as Row | undefined;
  const data = db?.data as Row | undefined;
  if (!db || !data || typeof data !== "object" || !Array.isArray(data.posts)) refuse("noPosts", "it has no db[0].data.posts.");
  return { version: str((db.meta as Row | undefined)?.version), data };
}

export function readGhostExport(json: string, { siteUrl = "" }: { siteUrl?: string } = {}): SourceExport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    const detail = (error as Error).message;
    refuse("malformed", `the JSON is malformed (${detail}).`, { detail });
  }
  const { version, data } = databaseOf(parsed);
  const site = siteUrl.replace(/\/+$/, "");
  let unnamedAddresses = 0;
  const resolve = (value: string) => {
    if (!value.includes(GHOST_URL)) return value;
    if (!site) unnamedAddresses++;
    return value.split(GHOST_URL).join(site);
  };

  const tags = new Map(rows(data.tags).map((tag) => [str(tag.id), tag]));
  const tagsOfPost = new Map<string, Row[]>();
  const links = rows(data.posts_tags).sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0));
  let internalTags = 0;
  for (const link of links) {
    const tag = tags.get(str(link.tag_id));
    if (!tag) continue;
    // Internal tags (#name) are Ghost's switches for themes and integrations, not topics.
    if (str(tag.name).startsWith("#") || tag.visibility === "internal") {
      internalTags++;
      continue;
    }
    const post = str(link.post_id);
    tagsOfPost.set(post, [...(tagsOfPost.get(post) ?? []), tag]);
  }

  const posts: SourcePost[] = [];
  const skipped: SkippedEntry[] = [];
  for (const post of rows(data.posts)) {
    const id = str(post.id);
    const title = str(post.title);
    if (str(post.type || "post") !== "post") {
      skipped.push({ sourceId: id, title, reason: say("page") });
      continue;
    }
    if (typeof post.html !== "string") {
      skipped.push({ sourceId: id, title, reason: say("noHtml") });
      continue;
    }
    const state = statusOf(str(post.status));
    const published = date(post.published_at);
    posts.push({
      sourceId: id,
      title,
      slug: str(post.slug),
      html: resolve(post.html),
      excerpt: plainText(str(post.custom_excerpt)),
      status: state.status,
      publishedAt: state.status === "DRAFT" ? null : published,
      createdAt: date(post.created_at),
      tags: (tagsOfPost.get(id) ?? []).map((tag) => ({ name: str(tag.name), slug: str(tag.slug) })),
      featuredImage: resolve(str(post.feature_image)),
      featured: post.featured === true || post.featured === 1,
      notes: state.note ? [state.note] : [],
      // Ghost's export holds no comments (its native comments live in its own service).
      comments: [],
    });
  }

  const notes: Saying[] = [];
  if (version && !/^[4-6]\./.test(version)) notes.push(say("ghostVersion", { version }));
  if (internalTags > 0) notes.push(say("internalTags", { count: internalTags }));
  if (unnamedAddresses > 0) notes.push(say("unnamedAddresses", { count: unnamedAddresses }));
  const settings = rows(data.settings);
  const siteTitle = str(settings.find((setting) => setting.key === "title")?.value);
  return { kind: "ghost", site: "", title: siteTitle, posts, skipped, notes, images: ghostImages };
}
