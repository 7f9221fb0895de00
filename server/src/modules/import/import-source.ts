import { bodyText } from "../../shared/article-text";
import type { Saying } from "../../shared/import-words";

/**
 * What the readers make of another blog's export, whatever its format: one neutral list of posts, and what
 * the file held besides them that is not imported (pages, attachments, comments …) with the reason why.
 */

/** Where a post stands in its own blog, in our article statuses' terms. */
export type SourceStatus = "DRAFT" | "SCHEDULED" | "PUBLISHED";

export interface SourceTag {
  name: string;
  /** The tag's slug in the old blog, decoded; ours is made from the name when it does not fit our rule. */
  slug: string;
}

export interface SourcePost {
  /** The post's id in the old blog, with `SourceExport.site`, remembers what has been imported. */
  sourceId: string;
  title: string;
  /** The old slug, decoded; empty when the old blog had none (a draft). */
  slug: string;
  /** The body's HTML as the old blog would show it (WordPress's paragraphs added), not yet sanitised. */
  html: string;
  /** The author's own excerpt as plain text; empty when there is none. */
  excerpt: string;
  status: SourceStatus;
  /** When it was or will be published; null for a draft that never was. */
  publishedAt: Date | null;
  /** When it was first written, for the article's creation time. */
  createdAt: Date | null;
  tags: SourceTag[];
  /** The featured image's address, as the old blog had it. */
  featuredImage: string;
  /** The old blog's "sticky" or "featured" flag. */
  featured: boolean;
  /** Things about this post worth telling the importer (a private post imported as a draft …). */
  notes: Saying[];
  /** Its approved comments, in the old blog's order; replies name their parent by its old id. */
  comments: SourceComment[];
}

/** An approved comment of the old blog. */
export interface SourceComment {
  sourceId: string;
  /** The old id of the comment it answers; empty for a comment on the post. */
  parentSourceId: string;
  authorName: string;
  /** Kept only as the salted hash our comments keep; empty when none. */
  email: string;
  /** Kept only as the salted hash our comments keep; empty when none. */
  address: string;
  postedAt: Date | null;
  /** As the commenter typed it (the old blog's plain text with light markup). */
  text: string;
  /** As the old blog showed it, paragraphs added; sanitised when written. */
  html: string;
}

/** An entry of the file that is not imported, and why. */
export interface SkippedEntry {
  sourceId: string;
  title: string;
  reason: Saying;
}

export interface SourceExport {
  kind: "wordpress" | "ghost";
  /** The old blog's address (WordPress) or "" (Ghost, whose post ids are unique everywhere): half of an import's key. */
  site: string;
  /** The old blog's title, for the summary. */
  title: string;
  posts: SourcePost[];
  skipped: SkippedEntry[];
  /** Things about the whole file worth telling (comments not imported, …). */
  notes: Saying[];
  /** How its bodies name the images of its uploads. */
  images: UploadsLayout;
}

/** How an old address names an image of the old blog's uploads, for finding it in the uploads given. */
export interface UploadsLayout {
  /** The path inside the uploads an address points to, or undefined when it points elsewhere. */
  pathOf(url: string): string | undefined;
  /** Other paths to try for it first: the original of a resized copy. */
  originalsOf(path: string): string[];
}

/** Text without tags, entities decoded and spaces collapsed: excerpts are plain text here, read as article bodies are. */
export const plainText = bodyText;

/** A percent-encoded slug (WordPress keeps Chinese slugs so) as its letters; left as it is when it is not valid encoding. */
export function decodedSlug(slug: string): string {
  try {
    return decodeURIComponent(slug).trim();
  } catch {
    return slug.trim();
  }
}
