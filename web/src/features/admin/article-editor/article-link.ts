import type { Attributes } from "@tiptap/core";
import { Link } from "@tiptap/extension-link";
import { LINK_SCHEMES, isAllowedUrl } from "@shared/article-markup";
import { exactAttributes } from "./exact-attributes";

/**
 * Links of every kind a body may hold (`/about`, `#notes`, `?page=2`, https, http, mailto), each with its own
 * target, rel and title. TipTap's defaults would give every link `target="_blank"` and a rel; here a link has
 * only what it was written with, or what the link dialog gave it.
 */
export const ArticleLink = Link.extend({
  addAttributes() {
    const { href } = (this.parent?.() ?? {}) as Attributes;
    return { href, ...exactAttributes(["target", "rel", "title"]) };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  defaultProtocol: "https",
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => isAllowedUrl(url, LINK_SCHEMES),
});
