/**
 * The blog's one actor: its identifier in URLs never changes; `@<username>@host` is how people find it, the
 * username `blog` until the owner chooses another (federation_settings.username).
 */
export const BLOG = "blog";

/** Where Fedify answers; everything else under these stays the site's. */
export const FEDERATION_PATHS = {
  actor: "/ap/actors/{identifier}",
  inbox: "/ap/actors/{identifier}/inbox",
  sharedInbox: "/ap/inbox",
  outbox: "/ap/actors/{identifier}/outbox",
  followers: "/ap/actors/{identifier}/followers",
  article: "/ap/articles/{id}",
  nodeInfo: "/nodeinfo/2.1",
} as const;
