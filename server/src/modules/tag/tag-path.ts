import type { Tag } from "./tag.entity";

/** A tag's public page, percent-encoded as it goes into links and the sitemap (a slug may be Chinese). */
export function tagPath(tag: Pick<Tag, "slug">): string {
  return `/tag/${encodeURIComponent(tag.slug)}`;
}
