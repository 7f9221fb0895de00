/**
 * The tables the audit trigger watches (the audit_log migration installs it on each): the blog's content and
 * settings, and two-factor sign-in being set up, turned on and off (its own migration). The migration keeps its own copy, as migrations are history; a later migration that adds a table
 * there adds it here too, and the audit test checks the two agree with the database.
 */
export const AUDITED_TABLES = [
  "articles",
  "article_tags",
  "columns",
  "daily_sentences",
  "tags",
  "links",
  "messages",
  "users",
  "site_info",
  "home_info",
  "owner_profile",
  "article_previews",
  "second_factors",
  "site_texts",
  "comments",
  "comment_blocks",
  "comment_settings",
  "subscribers",
  "newsletter_settings",
  "appearance",
  "menus",
  "federation_settings",
  "federation_blocks",
] as const;
