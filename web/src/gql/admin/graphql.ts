/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How a revision came about. */
export type ArticleRevisionKind =
  /** Saved by the editor while the author wrote; autosaves by one author within a few minutes make one revision. */
  | 'AUTOSAVE'
  /** An earlier revision brought back. */
  | 'RESTORE'
  /** Saved by the author: created, Save draft, Update or Publish. */
  | 'SAVE';

/** Where an article is in its life. */
export type ArticleStatus =
  /** Being written: only signed-in users see it. */
  | 'DRAFT'
  /** Published: visitors see it when it is also shown (isShow) and so is its column. */
  | 'PUBLISHED'
  /** Waiting for its publishedAt; visitors see it from that moment on. */
  | 'SCHEDULED';

/** An article's version in another language: its own texts and slug; it shares the article's tags, cover and column. */
export type ArticleTranslationInput = {
  /** Body HTML; sanitised with an allow-list before it is stored. */
  content?: string | null | undefined;
  /** Slug for /posts/{slug}, unique among all articles and versions; made from the title when omitted. */
  slug?: string | null | undefined;
  /** Subtitle (up to 200 characters). */
  subtitle?: string | null | undefined;
  /** Summary for the article list (up to 1000 characters). */
  summary?: string | null | undefined;
  /** Title (1 to 200 characters). */
  title: string;
};

/** The editor's texts to keep in the working copy; an omitted one stays as the working copy has it. */
export type ArticleWorkingCopyInput = {
  /** Body HTML, sanitised before it is kept; null when it is the same as the live article's (a change undone). */
  content?: string | null | undefined;
  /** Cover image URL; null when it is the same as the live article's (a change undone). */
  cover?: string | null | undefined;
  /** Subtitle; null when it is the same as the live article's (a change undone). */
  subtitle?: string | null | undefined;
  /** Summary; null when it is the same as the live article's (a change undone). */
  summary?: string | null | undefined;
  /** Title, blank allowed while writing; null when it is the same as the live article's (a change undone). */
  title?: string | null | undefined;
};

/** What a logged write did to its row. */
export type AuditAction =
  /** Added the row. */
  | 'CREATE'
  /** Removed the row. */
  | 'DELETE'
  /** Changed some of its fields. */
  | 'UPDATE';

/** What a column holds. */
export type ColumnKind =
  /** The column lists articles. */
  | 'ARTICLES'
  /** The column lists daily sentences. */
  | 'DAILY_SENTENCES';

/** What moderation does to comments. */
export type CommentAction =
  /** Show them. */
  | 'APPROVE'
  /** Delete them: hidden. */
  | 'DELETE'
  /** Mark them as spam: hidden. */
  | 'SPAM';

/** What a block of commenters matches. */
export type CommentBlockKind =
  /** A network address (by its salted hash). */
  | 'ADDRESS'
  /** An e-mail address (by its salted hash). */
  | 'EMAIL';

/** What a comment is: written here, a Webmention from a page on another site, or a reply from the fediverse. */
export type CommentKind =
  /** Written on this site. */
  | 'COMMENT'
  /** A reply from a fediverse account (an ActivityPub Note whose inReplyTo names the article); sourceUrl is the note, authorUrl the account. */
  | 'FEDIVERSE'
  /** A Webmention: a like on another site (u-like-of). */
  | 'LIKE'
  /** A Webmention: a page on another site that links to the article. */
  | 'MENTION'
  /** A Webmention: a reply written on another site (its u-in-reply-to names the article). */
  | 'REPLY'
  /** A Webmention: a repost on another site (u-repost-of). */
  | 'REPOST';

/** Changes to how comments are judged; what is omitted stays. */
export type CommentSettingsInput = {
  /** Approve at once a comment from a confirmed e-mail address the owner approved a comment from before. */
  approveKnownCommenters?: boolean | null | undefined;
  /** Words or phrases that send a comment to the queue. */
  heldWords?: Array<string> | null | undefined;
  /** Words or phrases that mark a comment as spam. */
  spamWords?: Array<string> | null | undefined;
};

/** Where a comment is in moderation. */
export type CommentState =
  /** Shown under the article. */
  | 'APPROVED'
  /** Removed by the owner or its author; kept out of sight. */
  | 'DELETED'
  /** Waiting for the owner: only its author's browser shows it, marked as waiting. */
  | 'PENDING'
  /** Judged spam: kept out of sight so the owner can check the judgement. */
  | 'SPAM';

/** A new article. */
export type CreateArticleInput = {
  /** The article column it goes in (a column whose kind is ARTICLES). */
  columnId: number;
  /** Body HTML; sanitised with an allow-list before it is stored. */
  content?: string | null | undefined;
  /** Cover image: an http(s) URL or a path on this site (e.g. from /api/upload). */
  cover?: string | null | undefined;
  /** Whether visitors see it (default true). */
  isShow?: boolean | null | undefined;
  /** The language it is written in; when omitted, the title's (Chinese when it holds Han characters, else English). Its version in the other language is added with addArticleTranslation. */
  language?: Language | null | undefined;
  /** Sort order, 0 to 999999 (default 0). */
  sid?: number | null | undefined;
  /** Slug for /posts/{slug}: lower-case letters of any script and digits joined by hyphens; made from the title when omitted. */
  slug?: string | null | undefined;
  /** Subtitle (up to 200 characters). */
  subtitle?: string | null | undefined;
  /** Summary for the article list (up to 1000 characters). */
  summary?: string | null | undefined;
  /** Title (1 to 200 characters). */
  title: string;
};

/** A new column. */
export type CreateColumnInput = {
  /** Whether it is shown (default true). */
  isShow?: boolean | null | undefined;
  /** What the column holds. */
  kind: ColumnKind;
  /** Name (1 to 100 characters). */
  name: string;
  /** Sort order, 0 to 999999 (default 0). */
  sid?: number | null | undefined;
};

/** A new daily sentence. */
export type CreateDailySentenceInput = {
  /** The Chinese text (1 to 1000 characters). */
  cn: string;
  /** The column it goes in (a column whose kind is DAILY_SENTENCES). */
  columnId: number;
  /** The English text (1 to 1000 characters). */
  en: string;
  /** Whether visitors see it (default true). */
  isShow?: boolean | null | undefined;
  /** Sort order, 0 to 999999 (default 0). */
  sid?: number | null | undefined;
};

/** A new friend link. */
export type CreateLinkInput = {
  /** Whether visitors see it (default true). */
  isShow?: boolean | null | undefined;
  /** Logo image URL (optional). */
  logo?: string | null | undefined;
  /** The site's name (1 to 100 characters). */
  name: string;
  /** Sort order, 0 to 999999 (default 0). */
  sid?: number | null | undefined;
  /** The site's address: http or https only. */
  url: string;
};

/** A new tag. */
export type CreateTagInput = {
  /** A sentence or two about the tag (at most 500 characters). */
  description?: string | null | undefined;
  /** Name (1 to 50 characters), unique whatever the letter case. */
  name: string;
  /** Permalink part; made from the name when omitted. */
  slug?: string | null | undefined;
};

/** A new back-office user. */
export type CreateUserInput = {
  /** Sign-in name: 2 to 32 letters, digits, '_', '.' or '-'; unique. */
  name: string;
  /** Password, at least 10 characters. */
  password: string;
  /** ADMIN or USER. */
  role: Role;
  /** EDIT or VIEW. */
  roleAuth: RoleAuth;
};

/** What a fediverse block covers. */
export type FederationBlockKind =
  /** One account, by its actor URL. */
  | 'ACTOR'
  /** A whole server, by its host: every account on it and on its subdomains. */
  | 'SERVER';

/** How the home page lists its articles, after the featured ones. */
export type HomeOrder =
  /** Newest published first. */
  | 'NEWEST_FIRST'
  /** By each article's sort order (sid), lowest first, as the original site did. */
  | 'SORT_ORDER';

/** A language the site is written in. */
export type Language =
  /** English; its pages live under /en/. */
  | 'EN'
  /** Chinese (simplified), zh-CN; its pages live under /zh/. */
  | 'ZH';

/** A whole look to save; colours as #rrggbb. */
export type LookInput = {
  /** Font of body text: "system" or the id of one of appearanceFonts. */
  bodyFont?: string;
  /** Accent (links, buttons) in the dark theme. */
  darkAccent: string;
  /** Page background in the dark theme. */
  darkBackground: string;
  /** Text colour in the dark theme: at least 4.5:1 against its background. */
  darkText: string;
  /** Font of headings: "system" or the id of one of appearanceFonts. */
  headingFont?: string;
  /** Accent (links, buttons) in the light theme. */
  lightAccent: string;
  /** Page background in the light theme. */
  lightBackground: string;
  /** Text colour in the light theme: at least 4.5:1 against its background. */
  lightText: string;
  /** Widest the reading column grows, 560 to 1200 CSS pixels. */
  readingWidth: number;
};

/** Where a message of the outbox is. */
export type MailState =
  /** Refused for good by the SMTP server, or still failing after every retry; the error says why. */
  | 'FAILED'
  /** Kept here only: no SMTP server is configured (SMTP_URL), so nothing was sent. */
  | 'NOT_SENT'
  /** Waiting to be sent, or to be tried again after a temporary failure. */
  | 'QUEUED'
  /** Accepted by the SMTP server. */
  | 'SENT';

/** A menu item to save: what it links to (the field that goes with its kind), its labels, and the items under it. */
export type MenuItemInput = {
  /** For kind ARTICLE: the article's id (any of its versions). */
  articleId?: number | null | undefined;
  /** Items under this one; only a top-level item may have them. */
  children?: Array<MenuItemInput> | null | undefined;
  /** What it links to. */
  kind: MenuItemKind;
  /** The label on English pages, at most 60 characters. */
  labelEn?: string | null | undefined;
  /** The label on Chinese pages, at most 60 characters; at least one of the two labels is needed. */
  labelZh?: string | null | undefined;
  /** For kind PAGE: the page. */
  page?: MenuPage | null | undefined;
  /** For kind TAG: the tag's slug. */
  tagSlug?: string | null | undefined;
  /** For kind ADDRESS: an http:// or https:// address. */
  url?: string | null | undefined;
};

/** What a menu item links to. */
export type MenuItemKind =
  /** Any http(s) address (url), on this site or another. */
  | 'ADDRESS'
  /** An article (articleId), at its current permalink, in the page's language where it has that version. */
  | 'ARTICLE'
  /** One of the site's own pages (page: home, about, guestbook). */
  | 'PAGE'
  /** A tag's page (tagSlug). */
  | 'TAG';

/** A page of the site a menu item can link to. */
export type MenuPage =
  /** The about page, /about. */
  | 'ABOUT'
  /** The guestbook, /guestbook. */
  | 'GUESTBOOK'
  /** The home page, /. */
  | 'HOME';

/** Where a menu is shown on every public page. */
export type MenuPlace =
  /** The footer's links. */
  | 'FOOTER'
  /** The header's navigation. */
  | 'HEADER';

/** Which guestbook messages to list. */
export type MessageStatus =
  /** Every message (signed-in users only). */
  | 'ALL'
  /** Approved messages, shown publicly. */
  | 'APPROVED'
  /** Messages waiting for approval (signed-in users only). */
  | 'PENDING';

/** Where a received Webmention is in its verification. */
export type ReceivedWebmentionState =
  /** Its source links to the article: it is kept as a comment of its kind, in moderation. */
  | 'ACCEPTED'
  /** Waiting for its source to be fetched and checked. */
  | 'QUEUED'
  /** Its source could not be used (a private address, no answer in time, too large, not a page): nothing was kept. */
  | 'REFUSED'
  /** Its source is gone (410, 404) or no longer links to the article: what was kept from it is removed. */
  | 'REMOVED';

/** What a user may manage. */
export type Role =
  /** Administrator: may also manage users (legacy role 1). */
  | 'ADMIN'
  /** Ordinary user (legacy role other than 1). */
  | 'USER';

/** Whether a user may change content or only look at it. */
export type RoleAuth =
  /** May view and change (legacy role_auth 1). */
  | 'EDIT'
  /** May only view (legacy role_auth other than 1). */
  | 'VIEW';

/** What became of a Webmention sent to a page an article links to. */
export type SentWebmentionState =
  /** The endpoint refused it (4xx), or every try failed. */
  | 'FAILED'
  /** The page advertises no Webmention endpoint: nothing was sent. */
  | 'NO_ENDPOINT'
  /** Waiting to be sent (or tried again after the page or its endpoint did not answer). */
  | 'QUEUED'
  /** The page's endpoint took it (2xx). */
  | 'SENT';

/** Site info fields to change; omitted fields stay as they are. */
export type SiteInfoInput = {
  /** Author (up to 100 characters). */
  author?: string | null | undefined;
  /** Copyright line (up to 200 characters). */
  copyright?: string | null | undefined;
  /** Meta description (up to 1000 characters). */
  description?: string | null | undefined;
  /** Contact e-mail address. */
  email?: string | null | undefined;
  /** How the home page lists articles after the featured ones. */
  homeOrder?: HomeOrder | null | undefined;
  /** Meta keywords (up to 500 characters). */
  keywords?: string | null | undefined;
  /** The site's default language, spoken by its unprefixed pages and feeds. */
  language?: Language | null | undefined;
  /** Logo: an http(s) URL or a path on this site. */
  logo?: string | null | undefined;
  /** Filing number (up to 100 characters). */
  record?: string | null | undefined;
  /** Send Webmentions to the pages articles link to. */
  sendWebmentions?: boolean | null | undefined;
  /** Site title (up to 200 characters). */
  title?: string | null | undefined;
  /** The site's public base URL. */
  url?: string | null | undefined;
};

/** The site's texts in one language; omitted fields stay as they are, an empty one falls back to the site info's. */
export type SiteTextInput = {
  /** The meta description in this language (up to 1000 characters). */
  description?: string | null | undefined;
  /** The owner's note on the home page in this language (up to 2000 characters). */
  note?: string | null | undefined;
  /** The site's title in this language (up to 200 characters). */
  title?: string | null | undefined;
};

/** Where a subscriber by e-mail is. */
export type SubscriberState =
  /** Confirmed: gets each post sent by e-mail. */
  | 'CONFIRMED'
  /** Asked to subscribe and has not yet confirmed through the link mailed to them: gets nothing but that link. */
  | 'PENDING'
  /** Their mail server refused a message for good (a 5xx answer): gets nothing, so the site's mail keeps its good name. */
  | 'SUPPRESSED'
  /** Unsubscribed through a link or their mail program's button: gets nothing. */
  | 'UNSUBSCRIBED';

/** Text fields of an article to change; omitted fields stay as they are. */
export type UpdateArticleInput = {
  /** Move the article to this article column. */
  columnId?: number | null | undefined;
  /** Body HTML; sanitised with an allow-list before it is stored. */
  content?: string | null | undefined;
  /** Cover image: an http(s) URL or a path on this site; empty for none. */
  cover?: string | null | undefined;
  /** A new slug: the article moves to /posts/{slug}, and a published article's old address redirects there. A draft whose slug came from its title follows a new title by itself. */
  slug?: string | null | undefined;
  /** Subtitle (up to 200 characters). */
  subtitle?: string | null | undefined;
  /** Summary (up to 1000 characters). */
  summary?: string | null | undefined;
  /** Title (1 to 200 characters). */
  title?: string | null | undefined;
};

/** Column fields to change; omitted fields stay as they are. */
export type UpdateColumnInput = {
  /** New kind; only an empty column can change kind. */
  kind?: ColumnKind | null | undefined;
  /** New name (1 to 100 characters). */
  name?: string | null | undefined;
};

/** Text of a daily sentence to change; omitted fields stay as they are. */
export type UpdateDailySentenceInput = {
  /** The Chinese text (1 to 1000 characters). */
  cn?: string | null | undefined;
  /** The English text (1 to 1000 characters). */
  en?: string | null | undefined;
};

/** Friend link fields to change; omitted fields stay as they are. */
export type UpdateLinkInput = {
  /** Logo image URL; empty to remove it. */
  logo?: string | null | undefined;
  /** The site's name (1 to 100 characters). */
  name?: string | null | undefined;
  /** The site's address: http or https only. */
  url?: string | null | undefined;
};

/** Tag fields to change; omitted fields stay as they are (a renamed tag keeps its slug). */
export type UpdateTagInput = {
  /** New description; empty to remove it. */
  description?: string | null | undefined;
  /** New name (1 to 50 characters). */
  name?: string | null | undefined;
  /** New permalink part. */
  slug?: string | null | undefined;
};

/** User fields to change; omitted fields stay as they are. */
export type UpdateUserInput = {
  /** New sign-in name. */
  name?: string | null | undefined;
  /** New role. */
  role?: Role | null | undefined;
  /** New edit or view rights. */
  roleAuth?: RoleAuth | null | undefined;
};

export type AdminLookFragment = { lightAccent: string, lightBackground: string, lightText: string, darkAccent: string, darkBackground: string, darkText: string, readingWidth: number, headingFont: string, bodyFont: string };

export type AdminAppearanceImageFragment = { url: string, width: number, height: number };

export type AdminAppearanceQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAppearanceQuery = { appearance: { favicon: string | null, customCss: string | null, look: { lightAccent: string, lightBackground: string, lightText: string, darkAccent: string, darkBackground: string, darkText: string, readingWidth: number, headingFont: string, bodyFont: string }, previous: { lightAccent: string, lightBackground: string, lightText: string, darkAccent: string, darkBackground: string, darkText: string, readingWidth: number, headingFont: string, bodyFont: string } | null, logo: { url: string, width: number, height: number } | null, cover: { url: string, width: number, height: number } | null }, appearanceFonts: Array<{ id: string, name: string, kind: string, url: string }> };

export type AdminUpdateAppearanceMutationVariables = Exact<{
  input: LookInput;
}>;


export type AdminUpdateAppearanceMutation = { updateAppearance: { look: { lightAccent: string, lightBackground: string, lightText: string, darkAccent: string, darkBackground: string, darkText: string, readingWidth: number, headingFont: string, bodyFont: string }, previous: { lightAccent: string, lightBackground: string, lightText: string, darkAccent: string, darkBackground: string, darkText: string, readingWidth: number, headingFont: string, bodyFont: string } | null } };

export type AdminRestorePreviousAppearanceMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminRestorePreviousAppearanceMutation = { restorePreviousAppearance: { favicon: string | null, customCss: string | null, look: { lightAccent: string, lightBackground: string, lightText: string, darkAccent: string, darkBackground: string, darkText: string, readingWidth: number, headingFont: string, bodyFont: string }, previous: { lightAccent: string, lightBackground: string, lightText: string, darkAccent: string, darkBackground: string, darkText: string, readingWidth: number, headingFont: string, bodyFont: string } | null, logo: { url: string, width: number, height: number } | null, cover: { url: string, width: number, height: number } | null } };

export type AdminSetFaviconMutationVariables = Exact<{
  image?: string | null | undefined;
}>;


export type AdminSetFaviconMutation = { setFavicon: { favicon: string | null, previous: { lightAccent: string, lightBackground: string, lightText: string, darkAccent: string, darkBackground: string, darkText: string, readingWidth: number, headingFont: string, bodyFont: string } | null } };

export type AdminSetLogoMutationVariables = Exact<{
  image?: string | null | undefined;
}>;


export type AdminSetLogoMutation = { setLogo: { logo: { url: string, width: number, height: number } | null, previous: { lightAccent: string, lightBackground: string, lightText: string, darkAccent: string, darkBackground: string, darkText: string, readingWidth: number, headingFont: string, bodyFont: string } | null } };

export type AdminSetCoverMutationVariables = Exact<{
  image?: string | null | undefined;
}>;


export type AdminSetCoverMutation = { setCover: { cover: { url: string, width: number, height: number } | null, previous: { lightAccent: string, lightBackground: string, lightText: string, darkAccent: string, darkBackground: string, darkText: string, readingWidth: number, headingFont: string, bodyFont: string } | null } };

export type AdminSetCustomCssMutationVariables = Exact<{
  css: string;
}>;


export type AdminSetCustomCssMutation = { setCustomCss: { customCss: string | null, previous: { lightAccent: string, lightBackground: string, lightText: string, darkAccent: string, darkBackground: string, darkText: string, readingWidth: number, headingFont: string, bodyFont: string } | null } };

export type AdminArticleFieldsFragment = { id: number, title: string, slug: string, subtitle: string, summary: string, cover: string, content: string, columnId: number, isShow: boolean, featured: boolean, status: ArticleStatus, publishedAt: string | null, tags: Array<{ id: number, name: string }>, workingCopy: { title: string | null, subtitle: string | null, summary: string | null, cover: string | null, content: string | null, savedAt: string } | null };

export type AdminWorkingCopyFieldsFragment = { title: string | null, subtitle: string | null, summary: string | null, cover: string | null, content: string | null, savedAt: string };

export type AdminEditArticleQueryVariables = Exact<{
  id: number;
}>;


export type AdminEditArticleQuery = { article: { id: number, title: string, slug: string, subtitle: string, summary: string, cover: string, content: string, columnId: number, isShow: boolean, featured: boolean, status: ArticleStatus, publishedAt: string | null, tags: Array<{ id: number, name: string }>, workingCopy: { title: string | null, subtitle: string | null, summary: string | null, cover: string | null, content: string | null, savedAt: string } | null } };

export type AdminArticleColumnsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminArticleColumnsQuery = { columns: Array<{ id: number, name: string, kind: ColumnKind }> };

export type AdminCreateArticleMutationVariables = Exact<{
  input: CreateArticleInput;
}>;


export type AdminCreateArticleMutation = { createArticle: { id: number, title: string, slug: string, subtitle: string, summary: string, cover: string, content: string, columnId: number, isShow: boolean, featured: boolean, status: ArticleStatus, publishedAt: string | null, tags: Array<{ id: number, name: string }>, workingCopy: { title: string | null, subtitle: string | null, summary: string | null, cover: string | null, content: string | null, savedAt: string } | null } };

export type AdminSaveArticleMutationVariables = Exact<{
  id: number;
  input: UpdateArticleInput;
}>;


export type AdminSaveArticleMutation = { updateArticle: { id: number, title: string, slug: string, subtitle: string, summary: string, cover: string, content: string, columnId: number, isShow: boolean, featured: boolean, status: ArticleStatus, publishedAt: string | null, tags: Array<{ id: number, name: string }>, workingCopy: { title: string | null, subtitle: string | null, summary: string | null, cover: string | null, content: string | null, savedAt: string } | null } };

export type AdminPublishArticleMutationVariables = Exact<{
  id: number;
  at?: string | null | undefined;
  sendByEmail?: boolean | null | undefined;
}>;


export type AdminPublishArticleMutation = { publishArticle: { id: number, status: ArticleStatus, publishedAt: string | null } };

export type AdminUnpublishArticleMutationVariables = Exact<{
  id: number;
}>;


export type AdminUnpublishArticleMutation = { unpublishArticle: { id: number, status: ArticleStatus, publishedAt: string | null } };

export type AdminEditorTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminEditorTagsQuery = { tags: Array<{ id: number, name: string }> };

export type AdminEditorCreateTagMutationVariables = Exact<{
  name: string;
}>;


export type AdminEditorCreateTagMutation = { createTag: { id: number, name: string } };

export type AdminSetArticleTagsMutationVariables = Exact<{
  id: number;
  tagIds: Array<number> | number;
}>;


export type AdminSetArticleTagsMutation = { setArticleTags: { id: number, tags: Array<{ id: number, name: string }> } };

export type AdminSetArticleFeaturedMutationVariables = Exact<{
  id: number;
  featured: boolean;
}>;


export type AdminSetArticleFeaturedMutation = { setArticleFeatured: { id: number, featured: boolean } };

export type AdminCreatePreviewLinkMutationVariables = Exact<{
  id: number;
}>;


export type AdminCreatePreviewLinkMutation = { createPreviewLink: { path: string, expiresAt: string } };

export type AdminAutosaveArticleMutationVariables = Exact<{
  id: number;
  input: ArticleWorkingCopyInput;
}>;


export type AdminAutosaveArticleMutation = { saveArticleWorkingCopy: { id: number } };

export type AdminDiscardWorkingCopyMutationVariables = Exact<{
  id: number;
}>;


export type AdminDiscardWorkingCopyMutation = { discardArticleWorkingCopy: { id: number, title: string, slug: string, subtitle: string, summary: string, cover: string, content: string, columnId: number, isShow: boolean, featured: boolean, status: ArticleStatus, publishedAt: string | null, tags: Array<{ id: number, name: string }>, workingCopy: { title: string | null, subtitle: string | null, summary: string | null, cover: string | null, content: string | null, savedAt: string } | null } };

export type AdminNewsletterSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminNewsletterSettingsQuery = { newsletterSettings: { sendByDefault: boolean } };

export type AdminSendPostTestMutationVariables = Exact<{
  articleId: number;
}>;


export type AdminSendPostTestMutation = { sendPostTest: { id: number, recipient: string, state: MailState } };

export type AdminPostSendCountsQueryVariables = Exact<{
  articleId: number;
}>;


export type AdminPostSendCountsQuery = { postSendCounts: { requested: boolean, queued: number, sent: number, failed: number, bounced: number, skipped: number, notSent: number, unsubscribed: number } };

export type AdminArticleRevisionsQueryVariables = Exact<{
  articleId: number;
}>;


export type AdminArticleRevisionsQuery = { articleRevisions: Array<{ id: number, kind: ArticleRevisionKind, title: string, size: number, wordCount: number, authorName: string | null, createdAt: string, savedAt: string }> };

export type AdminArticleRevisionQueryVariables = Exact<{
  id: number;
}>;


export type AdminArticleRevisionQuery = { articleRevision: { id: number, title: string, content: string } };

export type AdminRestoreRevisionMutationVariables = Exact<{
  id: number;
}>;


export type AdminRestoreRevisionMutation = { restoreArticleRevision: { id: number, title: string, slug: string, subtitle: string, summary: string, cover: string, content: string, columnId: number, isShow: boolean, featured: boolean, status: ArticleStatus, publishedAt: string | null, tags: Array<{ id: number, name: string }>, workingCopy: { title: string | null, subtitle: string | null, summary: string | null, cover: string | null, content: string | null, savedAt: string } | null } };

export type AdminArticleVersionsQueryVariables = Exact<{
  id: number;
}>;


export type AdminArticleVersionsQuery = { article: { id: number, translations: Array<{ id: number, language: Language, title: string, status: ArticleStatus, publishedAt: string | null }> } };

export type AdminAddArticleTranslationMutationVariables = Exact<{
  id: number;
  language: Language;
  input: ArticleTranslationInput;
}>;


export type AdminAddArticleTranslationMutation = { addArticleTranslation: { id: number, language: Language } };

export type AdminArticleWebmentionsQueryVariables = Exact<{
  articleId: number;
}>;


export type AdminArticleWebmentionsQuery = { articleWebmentions: { sent: Array<{ id: number, target: string, linked: boolean, state: SentWebmentionState, result: string, updateTime: string }>, received: Array<{ id: number, source: string, state: ReceivedWebmentionState, reason: string, createTime: string }> } };

export type AdminAuditLogQueryVariables = Exact<{
  offset: number;
  limit: number;
  table?: string | null | undefined;
  action?: AuditAction | null | undefined;
  userId?: number | null | undefined;
  since?: string | null | undefined;
}>;


export type AdminAuditLogQuery = { auditLog: { total: number, items: Array<{ id: string, at: string, userId: number | null, userName: string | null, address: string | null, via: string | null, action: AuditAction, table: string, rowId: string | null, changes: Array<{ field: string, before: string | null, after: string | null, shown: boolean }> }> } };

export type AdminAuditUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAuditUsersQuery = { users: { items: Array<{ id: number, name: string }> } };

export type AdminColumnQueryVariables = Exact<{
  id: number;
}>;


export type AdminColumnQuery = { column: { id: number, name: string, kind: ColumnKind } };

export type AdminColumnArticlesQueryVariables = Exact<{
  columnId: number;
  offset: number;
  limit: number;
  status?: ArticleStatus | null | undefined;
  tag?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type AdminColumnArticlesQuery = { articles: { total: number, items: Array<{ id: number, sid: number, title: string, summary: string, createTime: string, hits: number, isShow: boolean, isSelect: boolean, status: ArticleStatus }> } };

export type AdminColumnSentencesQueryVariables = Exact<{
  columnId: number;
  offset: number;
  limit: number;
}>;


export type AdminColumnSentencesQuery = { dailySentences: { total: number, items: Array<{ id: number, sid: number, cn: string, en: string, isShow: boolean, isSelect: boolean }> } };

export type AdminSetArticleSortOrderMutationVariables = Exact<{
  id: number;
  sid: number;
}>;


export type AdminSetArticleSortOrderMutation = { setArticleSortOrder: { id: number, sid: number } };

export type AdminSetArticleShownMutationVariables = Exact<{
  id: number;
  shown: boolean;
}>;


export type AdminSetArticleShownMutation = { setArticleShown: { id: number, isShow: boolean } };

export type AdminSetArticleSelectedMutationVariables = Exact<{
  id: number;
  selected: boolean;
}>;


export type AdminSetArticleSelectedMutation = { setArticleSelected: { id: number, isSelect: boolean } };

export type AdminUpdateArticleMutationVariables = Exact<{
  id: number;
  input: UpdateArticleInput;
}>;


export type AdminUpdateArticleMutation = { updateArticle: { id: number, title: string, summary: string } };

export type AdminSetSentenceSortOrderMutationVariables = Exact<{
  id: number;
  sid: number;
}>;


export type AdminSetSentenceSortOrderMutation = { setDailySentenceSortOrder: { id: number, sid: number } };

export type AdminSetSentenceShownMutationVariables = Exact<{
  id: number;
  shown: boolean;
}>;


export type AdminSetSentenceShownMutation = { setDailySentenceShown: { id: number, isShow: boolean } };

export type AdminSetSentenceSelectedMutationVariables = Exact<{
  id: number;
  selected: boolean;
}>;


export type AdminSetSentenceSelectedMutation = { setDailySentenceSelected: { id: number, isSelect: boolean } };

export type AdminUpdateSentenceMutationVariables = Exact<{
  id: number;
  input: UpdateDailySentenceInput;
}>;


export type AdminUpdateSentenceMutation = { updateDailySentence: { id: number, cn: string, en: string } };

export type AdminDeleteArticleMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteArticleMutation = { deleteArticle: number };

export type AdminCreateSentenceMutationVariables = Exact<{
  input: CreateDailySentenceInput;
}>;


export type AdminCreateSentenceMutation = { createDailySentence: { id: number, sid: number, cn: string, en: string, isShow: boolean, isSelect: boolean } };

export type AdminDeleteSentenceMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteSentenceMutation = { deleteDailySentence: number };

export type AdminArticleListTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminArticleListTagsQuery = { tags: Array<{ id: number, name: string, slug: string }> };

export type AdminPublishArticlesMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type AdminPublishArticlesMutation = { publishArticles: Array<{ id: number, status: ArticleStatus, publishedAt: string | null }> };

export type AdminUnpublishArticlesMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type AdminUnpublishArticlesMutation = { unpublishArticles: Array<{ id: number, status: ArticleStatus, publishedAt: string | null }> };

export type AdminDeleteArticlesMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type AdminDeleteArticlesMutation = { deleteArticles: Array<number> };

export type AdminTagArticlesMutationVariables = Exact<{
  ids: Array<number> | number;
  tagId: number;
}>;


export type AdminTagArticlesMutation = { tagArticles: Array<{ id: number }> };

export type AdminColumnsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminColumnsQuery = { columns: Array<{ id: number, sid: number, name: string, kind: ColumnKind, isShow: boolean, isSelect: boolean }> };

export type AdminSetColumnSortOrderMutationVariables = Exact<{
  id: number;
  sid: number;
}>;


export type AdminSetColumnSortOrderMutation = { setColumnSortOrder: { id: number, sid: number } };

export type AdminSetColumnShownMutationVariables = Exact<{
  id: number;
  shown: boolean;
}>;


export type AdminSetColumnShownMutation = { setColumnShown: { id: number, isShow: boolean } };

export type AdminSetColumnSelectedMutationVariables = Exact<{
  id: number;
  selected: boolean;
}>;


export type AdminSetColumnSelectedMutation = { setColumnSelected: { id: number, isSelect: boolean } };

export type AdminCreateColumnMutationVariables = Exact<{
  input: CreateColumnInput;
}>;


export type AdminCreateColumnMutation = { createColumn: { id: number, sid: number, name: string, kind: ColumnKind, isShow: boolean, isSelect: boolean } };

export type AdminUpdateColumnMutationVariables = Exact<{
  id: number;
  input: UpdateColumnInput;
}>;


export type AdminUpdateColumnMutation = { updateColumn: { id: number, name: string, kind: ColumnKind } };

export type AdminDeleteColumnMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteColumnMutation = { deleteColumn: number };

export type AdminCommentQueueQueryVariables = Exact<{
  state: CommentState;
  articleId?: number | null | undefined;
  offset: number;
  limit: number;
}>;


export type AdminCommentQueueQuery = { pendingCommentCount: number, commentQueue: { total: number, articleTitle: string | null, items: Array<{ id: number, articleId: number, articleTitle: string, articleSlug: string, parentId: number | null, authorName: string, body: string, byOwner: boolean, createTime: string, state: CommentState, kind: CommentKind, sourceUrl: string }> } };

export type AdminModerateCommentsMutationVariables = Exact<{
  ids: Array<number> | number;
  action: CommentAction;
}>;


export type AdminModerateCommentsMutation = { moderateComments: Array<{ id: number, state: CommentState }> };

export type AdminReplyToCommentMutationVariables = Exact<{
  id: number;
  body: string;
}>;


export type AdminReplyToCommentMutation = { replyToComment: { id: number } };

export type AdminBlockCommenterMutationVariables = Exact<{
  commentId: number;
  kind: CommentBlockKind;
}>;


export type AdminBlockCommenterMutation = { blockCommenter: { id: number } };

export type AdminCommentSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCommentSettingsQuery = { commentSettings: { approveKnownCommenters: boolean, heldWords: Array<string>, spamWords: Array<string> } };

export type AdminUpdateCommentSettingsMutationVariables = Exact<{
  input: CommentSettingsInput;
}>;


export type AdminUpdateCommentSettingsMutation = { updateCommentSettings: { approveKnownCommenters: boolean, heldWords: Array<string>, spamWords: Array<string> } };

export type AdminCommentBlocksQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCommentBlocksQuery = { commentBlocks: Array<{ id: number, kind: CommentBlockKind, note: string, createTime: string }> };

export type AdminBlockCommentEmailMutationVariables = Exact<{
  email: string;
}>;


export type AdminBlockCommentEmailMutation = { blockCommentEmail: { id: number } };

export type AdminLiftCommentBlockMutationVariables = Exact<{
  id: number;
}>;


export type AdminLiftCommentBlockMutation = { deleteCommentBlock: number };

export type AdminCommentRemovalRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCommentRemovalRequestsQuery = { commentRemovalRequests: Array<{ id: number, comments: number, confirmedTime: string | null, createTime: string }> };

export type AdminCarryOutCommentRemovalMutationVariables = Exact<{
  id: number;
}>;


export type AdminCarryOutCommentRemovalMutation = { carryOutCommentRemoval: number };

export type AdminFediverseQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminFediverseQuery = { federationSettings: { enabled: boolean, sendNotes: boolean, username: string, handle: string, actorUrl: string }, federationFollowerServers: Array<{ host: string, followers: number }>, federationArticleReactions: Array<{ articleId: number, title: string, path: string, likes: number, reposts: number, replies: number }>, federationBlocks: Array<{ id: number, kind: FederationBlockKind, value: string, label: string, createTime: string }> };

export type AdminFediverseFollowersQueryVariables = Exact<{
  offset: number;
  limit: number;
  server?: string | null | undefined;
}>;


export type AdminFediverseFollowersQuery = { federationFollowers: { total: number, items: Array<{ id: number, actorUri: string, handle: string | null, name: string | null, host: string, createTime: string }> } };

export type AdminUpdateFederationSettingsMutationVariables = Exact<{
  enabled?: boolean | null | undefined;
  sendNotes?: boolean | null | undefined;
  username?: string | null | undefined;
}>;


export type AdminUpdateFederationSettingsMutation = { updateFederationSettings: { enabled: boolean, sendNotes: boolean, username: string, handle: string } };

export type AdminBlockFederationActorMutationVariables = Exact<{
  actor: string;
}>;


export type AdminBlockFederationActorMutation = { blockFederationActor: { id: number } };

export type AdminBlockFederationServerMutationVariables = Exact<{
  host: string;
}>;


export type AdminBlockFederationServerMutation = { blockFederationServer: { id: number } };

export type AdminDeleteFederationBlockMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteFederationBlockMutation = { deleteFederationBlock: number };

export type AdminLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminLinksQuery = { links: Array<{ id: number, sid: number, name: string, url: string, logo: string, isShow: boolean, isSelect: boolean }> };

export type AdminCreateLinkMutationVariables = Exact<{
  input: CreateLinkInput;
}>;


export type AdminCreateLinkMutation = { createLink: { id: number } };

export type AdminUpdateLinkMutationVariables = Exact<{
  id: number;
  input: UpdateLinkInput;
}>;


export type AdminUpdateLinkMutation = { updateLink: { id: number, name: string, url: string, logo: string } };

export type AdminDeleteLinkMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteLinkMutation = { deleteLink: number };

export type AdminSetLinkSortOrderMutationVariables = Exact<{
  id: number;
  sid: number;
}>;


export type AdminSetLinkSortOrderMutation = { setLinkSortOrder: { id: number, sid: number } };

export type AdminSetLinkShownMutationVariables = Exact<{
  id: number;
  shown: boolean;
}>;


export type AdminSetLinkShownMutation = { setLinkShown: { id: number, isShow: boolean } };

export type AdminSetLinkSelectedMutationVariables = Exact<{
  id: number;
  selected: boolean;
}>;


export type AdminSetLinkSelectedMutation = { setLinkSelected: { id: number, isSelect: boolean } };

export type AdminMenuItemFragment = { kind: MenuItemKind, page: MenuPage | null, articleId: number | null, tagSlug: string | null, url: string | null, labelZh: string, labelEn: string };

export type AdminMenusQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMenusQuery = { menus: Array<{ place: MenuPlace, items: Array<{ kind: MenuItemKind, page: MenuPage | null, articleId: number | null, tagSlug: string | null, url: string | null, labelZh: string, labelEn: string, children: Array<{ kind: MenuItemKind, page: MenuPage | null, articleId: number | null, tagSlug: string | null, url: string | null, labelZh: string, labelEn: string }> }> }>, articles: { items: Array<{ id: number, title: string }> }, tags: Array<{ id: number, name: string, slug: string }> };

export type AdminSaveMenuMutationVariables = Exact<{
  place: MenuPlace;
  items: Array<MenuItemInput> | MenuItemInput;
}>;


export type AdminSaveMenuMutation = { saveMenu: { place: MenuPlace, items: Array<{ kind: MenuItemKind, page: MenuPage | null, articleId: number | null, tagSlug: string | null, url: string | null, labelZh: string, labelEn: string, children: Array<{ kind: MenuItemKind, page: MenuPage | null, articleId: number | null, tagSlug: string | null, url: string | null, labelZh: string, labelEn: string }> }> } };

export type AdminMessagesQueryVariables = Exact<{
  status: MessageStatus;
  offset: number;
  limit: number;
}>;


export type AdminMessagesQuery = { messages: { total: number, items: Array<{ id: number, name: string, email: string | null, text: string, createTime: string, isShow: boolean, reply: string, replyTime: string | null }> } };

export type AdminSetMessageShownMutationVariables = Exact<{
  id: number;
  shown: boolean;
}>;


export type AdminSetMessageShownMutation = { setMessageShown: { id: number, isShow: boolean } };

export type AdminReplyToMessageMutationVariables = Exact<{
  id: number;
  reply: string;
}>;


export type AdminReplyToMessageMutation = { replyToMessage: { id: number, reply: string, replyTime: string | null } };

export type AdminDeleteMessageMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteMessageMutation = { deleteMessage: number };

export type AdminOutboxQueryVariables = Exact<{
  offset: number;
  limit: number;
  state?: MailState | null | undefined;
}>;


export type AdminOutboxQuery = { outbox: { total: number, items: Array<{ id: number, recipient: string, subject: string, text: string, purpose: string, state: MailState, error: string | null, createTime: string, sentTime: string | null }> }, newest: { items: Array<{ id: number, state: MailState }> }, unsent: { total: number } };

export type AdminSendTestMailMutationVariables = Exact<{
  to: string;
}>;


export type AdminSendTestMailMutation = { sendTestMail: { id: number, recipient: string, state: MailState, error: string | null } };

export type AdminMySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMySessionsQuery = { mySessions: Array<{ id: string, userAgent: string | null, address: string | null, signedInAt: string, lastSeenAt: string, current: boolean }> };

export type AdminEndMySessionMutationVariables = Exact<{
  id: string;
}>;


export type AdminEndMySessionMutation = { endMySession: boolean };

export type AdminTwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTwoFactorStatusQuery = { twoFactorStatus: { enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number } };

export type AdminStartTwoFactorMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminStartTwoFactorMutation = { startTwoFactorEnrolment: { secret: string, otpauthUri: string, qrCodeSvg: string } };

export type AdminConfirmTwoFactorMutationVariables = Exact<{
  code: string;
}>;


export type AdminConfirmTwoFactorMutation = { confirmTwoFactorEnrolment: { codes: Array<string> } };

export type AdminRegenerateRecoveryCodesMutationVariables = Exact<{
  code: string;
}>;


export type AdminRegenerateRecoveryCodesMutation = { regenerateRecoveryCodes: { codes: Array<string> } };

export type AdminDisableTwoFactorMutationVariables = Exact<{
  code?: string | null | undefined;
  currentPassword?: string | null | undefined;
}>;


export type AdminDisableTwoFactorMutation = { disableTwoFactor: { enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number } };

export type AdminSiteInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSiteInfoQuery = { siteInfo: { id: number, title: string, logo: string, url: string, description: string, keywords: string, author: string, copyright: string, record: string, email: string, homeOrder: HomeOrder, language: Language, sendWebmentions: boolean } };

export type AdminUpdateSiteInfoMutationVariables = Exact<{
  id: number;
  input: SiteInfoInput;
}>;


export type AdminUpdateSiteInfoMutation = { updateSiteInfo: { id: number, title: string, logo: string, url: string, description: string, keywords: string, author: string, copyright: string, record: string, email: string, homeOrder: HomeOrder, language: Language, sendWebmentions: boolean } };

export type AdminSiteTextsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSiteTextsQuery = { siteTexts: Array<{ language: Language, title: string, description: string, note: string }> };

export type AdminSetSiteTextMutationVariables = Exact<{
  language: Language;
  input: SiteTextInput;
}>;


export type AdminSetSiteTextMutation = { setSiteText: { language: Language, title: string, description: string, note: string } };

export type AdminMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMeQuery = { me: { id: number, name: string, role: Role, roleAuth: RoleAuth, language: Language | null } | null, siteInfo: { id: number, language: Language } };

export type AdminLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogoutMutation = { logout: boolean };

export type SetMyLanguageMutationVariables = Exact<{
  language?: Language | null | undefined;
}>;


export type SetMyLanguageMutation = { setMyLanguage: { id: number, language: Language | null } };

export type AdminPendingCommentsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPendingCommentsQuery = { pendingCommentCount: number };

export type AdminSubscribersQueryVariables = Exact<{
  offset: number;
  limit: number;
  state?: SubscriberState | null | undefined;
  language?: Language | null | undefined;
  search?: string | null | undefined;
}>;


export type AdminSubscribersQuery = { subscribers: { total: number, items: Array<{ id: number, email: string, state: SubscriberState, language: Language, createTime: string, confirmedTime: string | null, leftTime: string | null }> } };

export type AdminRemoveSubscriberMutationVariables = Exact<{
  id: number;
}>;


export type AdminRemoveSubscriberMutation = { removeSubscriber: number };

export type AdminSubscribersCsvQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSubscribersCsvQuery = { subscribersCsv: string };

export type AdminImportSubscribersMutationVariables = Exact<{
  csv: string;
}>;


export type AdminImportSubscribersMutation = { importSubscribers: { added: number, skipped: number } };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { pendingCommentCount: number, dashboard: { viewsByDay: Array<{ day: string, views: number, visits: number }>, topArticles: Array<{ views: number, article: { id: number, title: string } }>, recentArticles: Array<{ id: number, title: string, isShow: boolean, publishedAt: string | null }>, upcoming: Array<{ id: number, title: string, status: ArticleStatus, publishedAt: string | null, updateTime: string }>, pendingMessages: { total: number, items: Array<{ id: number, name: string, text: string, createTime: string }> } } };

export type AdminSubscriberCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSubscriberCountsQuery = { subscriberCounts: { confirmed: number, pending: number, trend: Array<{ day: string, confirmed: number }> } };

export type AdminSystemInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSystemInfoQuery = { systemInfo: { platform: string, arch: string, server: string, ip: string, rootDir: string, databaseVersion: string, uptime: number, totalMemory: number, currentMemory: number, currentTime: string, utcTime: string } };

export type AdminTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTagsQuery = { tags: Array<{ id: number, name: string, slug: string, description: string }> };

export type AdminCreateTagMutationVariables = Exact<{
  input: CreateTagInput;
}>;


export type AdminCreateTagMutation = { createTag: { id: number } };

export type AdminUpdateTagMutationVariables = Exact<{
  id: number;
  input: UpdateTagInput;
}>;


export type AdminUpdateTagMutation = { updateTag: { id: number, name: string, slug: string, description: string } };

export type AdminDeleteTagMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteTagMutation = { deleteTag: number };

export type AdminUsersQueryVariables = Exact<{
  offset: number;
  limit: number;
}>;


export type AdminUsersQuery = { users: { total: number, items: Array<{ id: number, sid: number, name: string, role: Role, roleAuth: RoleAuth, createTime: string, isShow: boolean, isSelect: boolean, twoFactorEnabled: boolean | null }> } };

export type AdminSetUserSortOrderMutationVariables = Exact<{
  id: number;
  sid: number;
}>;


export type AdminSetUserSortOrderMutation = { setUserSortOrder: { id: number, sid: number } };

export type AdminSetUserShownMutationVariables = Exact<{
  id: number;
  shown: boolean;
}>;


export type AdminSetUserShownMutation = { setUserShown: { id: number, isShow: boolean } };

export type AdminSetUserSelectedMutationVariables = Exact<{
  id: number;
  selected: boolean;
}>;


export type AdminSetUserSelectedMutation = { setUserSelected: { id: number, isSelect: boolean } };

export type AdminCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type AdminCreateUserMutation = { createUser: { id: number, sid: number, name: string, role: Role, roleAuth: RoleAuth, createTime: string, isShow: boolean, isSelect: boolean } };

export type AdminUpdateUserMutationVariables = Exact<{
  id: number;
  input: UpdateUserInput;
}>;


export type AdminUpdateUserMutation = { updateUser: { id: number, name: string, role: Role, roleAuth: RoleAuth } };

export type AdminChangePasswordMutationVariables = Exact<{
  id: number;
  newPassword: string;
  currentPassword?: string | null | undefined;
}>;


export type AdminChangePasswordMutation = { changePassword: { id: number } };

export type AdminDeleteUserMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteUserMutation = { deleteUser: number };

export type AdminResetTwoFactorMutationVariables = Exact<{
  id: number;
}>;


export type AdminResetTwoFactorMutation = { resetTwoFactor: { id: number, twoFactorEnabled: boolean | null } };

export const AdminLookFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Look"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lightAccent"}},{"kind":"Field","name":{"kind":"Name","value":"lightBackground"}},{"kind":"Field","name":{"kind":"Name","value":"lightText"}},{"kind":"Field","name":{"kind":"Name","value":"darkAccent"}},{"kind":"Field","name":{"kind":"Name","value":"darkBackground"}},{"kind":"Field","name":{"kind":"Name","value":"darkText"}},{"kind":"Field","name":{"kind":"Name","value":"readingWidth"}},{"kind":"Field","name":{"kind":"Name","value":"headingFont"}},{"kind":"Field","name":{"kind":"Name","value":"bodyFont"}}]}}]} as unknown as DocumentNode<AdminLookFragment, unknown>;
export const AdminAppearanceImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAppearanceImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppearanceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<AdminAppearanceImageFragment, unknown>;
export const AdminWorkingCopyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWorkingCopyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleWorkingCopy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<AdminWorkingCopyFieldsFragment, unknown>;
export const AdminArticleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workingCopy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWorkingCopyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWorkingCopyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleWorkingCopy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<AdminArticleFieldsFragment, unknown>;
export const AdminMenuItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMenuItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"tagSlug"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}}]} as unknown as DocumentNode<AdminMenuItemFragment, unknown>;
export const AdminAppearanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAppearance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appearance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"look"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLook"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLook"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favicon"}},{"kind":"Field","name":{"kind":"Name","value":"customCss"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAppearanceImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAppearanceImage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"appearanceFonts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Look"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lightAccent"}},{"kind":"Field","name":{"kind":"Name","value":"lightBackground"}},{"kind":"Field","name":{"kind":"Name","value":"lightText"}},{"kind":"Field","name":{"kind":"Name","value":"darkAccent"}},{"kind":"Field","name":{"kind":"Name","value":"darkBackground"}},{"kind":"Field","name":{"kind":"Name","value":"darkText"}},{"kind":"Field","name":{"kind":"Name","value":"readingWidth"}},{"kind":"Field","name":{"kind":"Name","value":"headingFont"}},{"kind":"Field","name":{"kind":"Name","value":"bodyFont"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAppearanceImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppearanceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<AdminAppearanceQuery, AdminAppearanceQueryVariables>;
export const AdminUpdateAppearanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateAppearance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAppearance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"look"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLook"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLook"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Look"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lightAccent"}},{"kind":"Field","name":{"kind":"Name","value":"lightBackground"}},{"kind":"Field","name":{"kind":"Name","value":"lightText"}},{"kind":"Field","name":{"kind":"Name","value":"darkAccent"}},{"kind":"Field","name":{"kind":"Name","value":"darkBackground"}},{"kind":"Field","name":{"kind":"Name","value":"darkText"}},{"kind":"Field","name":{"kind":"Name","value":"readingWidth"}},{"kind":"Field","name":{"kind":"Name","value":"headingFont"}},{"kind":"Field","name":{"kind":"Name","value":"bodyFont"}}]}}]} as unknown as DocumentNode<AdminUpdateAppearanceMutation, AdminUpdateAppearanceMutationVariables>;
export const AdminRestorePreviousAppearanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRestorePreviousAppearance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restorePreviousAppearance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"look"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLook"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLook"}}]}},{"kind":"Field","name":{"kind":"Name","value":"favicon"}},{"kind":"Field","name":{"kind":"Name","value":"customCss"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAppearanceImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAppearanceImage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Look"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lightAccent"}},{"kind":"Field","name":{"kind":"Name","value":"lightBackground"}},{"kind":"Field","name":{"kind":"Name","value":"lightText"}},{"kind":"Field","name":{"kind":"Name","value":"darkAccent"}},{"kind":"Field","name":{"kind":"Name","value":"darkBackground"}},{"kind":"Field","name":{"kind":"Name","value":"darkText"}},{"kind":"Field","name":{"kind":"Name","value":"readingWidth"}},{"kind":"Field","name":{"kind":"Name","value":"headingFont"}},{"kind":"Field","name":{"kind":"Name","value":"bodyFont"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAppearanceImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppearanceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]} as unknown as DocumentNode<AdminRestorePreviousAppearanceMutation, AdminRestorePreviousAppearanceMutationVariables>;
export const AdminSetFaviconDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetFavicon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFavicon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favicon"}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLook"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Look"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lightAccent"}},{"kind":"Field","name":{"kind":"Name","value":"lightBackground"}},{"kind":"Field","name":{"kind":"Name","value":"lightText"}},{"kind":"Field","name":{"kind":"Name","value":"darkAccent"}},{"kind":"Field","name":{"kind":"Name","value":"darkBackground"}},{"kind":"Field","name":{"kind":"Name","value":"darkText"}},{"kind":"Field","name":{"kind":"Name","value":"readingWidth"}},{"kind":"Field","name":{"kind":"Name","value":"headingFont"}},{"kind":"Field","name":{"kind":"Name","value":"bodyFont"}}]}}]} as unknown as DocumentNode<AdminSetFaviconMutation, AdminSetFaviconMutationVariables>;
export const AdminSetLogoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetLogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAppearanceImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLook"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAppearanceImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppearanceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Look"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lightAccent"}},{"kind":"Field","name":{"kind":"Name","value":"lightBackground"}},{"kind":"Field","name":{"kind":"Name","value":"lightText"}},{"kind":"Field","name":{"kind":"Name","value":"darkAccent"}},{"kind":"Field","name":{"kind":"Name","value":"darkBackground"}},{"kind":"Field","name":{"kind":"Name","value":"darkText"}},{"kind":"Field","name":{"kind":"Name","value":"readingWidth"}},{"kind":"Field","name":{"kind":"Name","value":"headingFont"}},{"kind":"Field","name":{"kind":"Name","value":"bodyFont"}}]}}]} as unknown as DocumentNode<AdminSetLogoMutation, AdminSetLogoMutationVariables>;
export const AdminSetCoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetCover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cover"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAppearanceImage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLook"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAppearanceImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AppearanceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Look"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lightAccent"}},{"kind":"Field","name":{"kind":"Name","value":"lightBackground"}},{"kind":"Field","name":{"kind":"Name","value":"lightText"}},{"kind":"Field","name":{"kind":"Name","value":"darkAccent"}},{"kind":"Field","name":{"kind":"Name","value":"darkBackground"}},{"kind":"Field","name":{"kind":"Name","value":"darkText"}},{"kind":"Field","name":{"kind":"Name","value":"readingWidth"}},{"kind":"Field","name":{"kind":"Name","value":"headingFont"}},{"kind":"Field","name":{"kind":"Name","value":"bodyFont"}}]}}]} as unknown as DocumentNode<AdminSetCoverMutation, AdminSetCoverMutationVariables>;
export const AdminSetCustomCssDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetCustomCss"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"css"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCustomCss"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"css"},"value":{"kind":"Variable","name":{"kind":"Name","value":"css"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customCss"}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLook"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLook"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Look"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lightAccent"}},{"kind":"Field","name":{"kind":"Name","value":"lightBackground"}},{"kind":"Field","name":{"kind":"Name","value":"lightText"}},{"kind":"Field","name":{"kind":"Name","value":"darkAccent"}},{"kind":"Field","name":{"kind":"Name","value":"darkBackground"}},{"kind":"Field","name":{"kind":"Name","value":"darkText"}},{"kind":"Field","name":{"kind":"Name","value":"readingWidth"}},{"kind":"Field","name":{"kind":"Name","value":"headingFont"}},{"kind":"Field","name":{"kind":"Name","value":"bodyFont"}}]}}]} as unknown as DocumentNode<AdminSetCustomCssMutation, AdminSetCustomCssMutationVariables>;
export const AdminEditArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEditArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWorkingCopyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleWorkingCopy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workingCopy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWorkingCopyFields"}}]}}]}}]} as unknown as DocumentNode<AdminEditArticleQuery, AdminEditArticleQueryVariables>;
export const AdminArticleColumnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticleColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeHidden"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<AdminArticleColumnsQuery, AdminArticleColumnsQueryVariables>;
export const AdminCreateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWorkingCopyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleWorkingCopy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workingCopy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWorkingCopyFields"}}]}}]}}]} as unknown as DocumentNode<AdminCreateArticleMutation, AdminCreateArticleMutationVariables>;
export const AdminSaveArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWorkingCopyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleWorkingCopy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workingCopy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWorkingCopyFields"}}]}}]}}]} as unknown as DocumentNode<AdminSaveArticleMutation, AdminSaveArticleMutationVariables>;
export const AdminPublishArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminPublishArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sendByEmail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}},{"kind":"Argument","name":{"kind":"Name","value":"sendByEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sendByEmail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<AdminPublishArticleMutation, AdminPublishArticleMutationVariables>;
export const AdminUnpublishArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUnpublishArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpublishArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<AdminUnpublishArticleMutation, AdminUnpublishArticleMutationVariables>;
export const AdminEditorTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEditorTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminEditorTagsQuery, AdminEditorTagsQueryVariables>;
export const AdminEditorCreateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEditorCreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminEditorCreateTagMutation, AdminEditorCreateTagMutationVariables>;
export const AdminSetArticleTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetArticleTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tagIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setArticleTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"tagIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tagIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSetArticleTagsMutation, AdminSetArticleTagsMutationVariables>;
export const AdminSetArticleFeaturedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetArticleFeatured"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"featured"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setArticleFeatured"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"featured"},"value":{"kind":"Variable","name":{"kind":"Name","value":"featured"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}}]}}]}}]} as unknown as DocumentNode<AdminSetArticleFeaturedMutation, AdminSetArticleFeaturedMutationVariables>;
export const AdminCreatePreviewLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreatePreviewLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPreviewLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<AdminCreatePreviewLinkMutation, AdminCreatePreviewLinkMutationVariables>;
export const AdminAutosaveArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAutosaveArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleWorkingCopyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveArticleWorkingCopy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminAutosaveArticleMutation, AdminAutosaveArticleMutationVariables>;
export const AdminDiscardWorkingCopyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDiscardWorkingCopy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discardArticleWorkingCopy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWorkingCopyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleWorkingCopy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workingCopy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWorkingCopyFields"}}]}}]}}]} as unknown as DocumentNode<AdminDiscardWorkingCopyMutation, AdminDiscardWorkingCopyMutationVariables>;
export const AdminNewsletterSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNewsletterSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendByDefault"}}]}}]}}]} as unknown as DocumentNode<AdminNewsletterSettingsQuery, AdminNewsletterSettingsQueryVariables>;
export const AdminSendPostTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSendPostTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPostTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<AdminSendPostTestMutation, AdminSendPostTestMutationVariables>;
export const AdminPostSendCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPostSendCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postSendCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"bounced"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"notSent"}},{"kind":"Field","name":{"kind":"Name","value":"unsubscribed"}}]}}]}}]} as unknown as DocumentNode<AdminPostSendCountsQuery, AdminPostSendCountsQueryVariables>;
export const AdminArticleRevisionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticleRevisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleRevisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"wordCount"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]}}]} as unknown as DocumentNode<AdminArticleRevisionsQuery, AdminArticleRevisionsQueryVariables>;
export const AdminArticleRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticleRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<AdminArticleRevisionQuery, AdminArticleRevisionQueryVariables>;
export const AdminRestoreRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRestoreRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreArticleRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminArticleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWorkingCopyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleWorkingCopy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminArticleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Article"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"columnId"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workingCopy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWorkingCopyFields"}}]}}]}}]} as unknown as DocumentNode<AdminRestoreRevisionMutation, AdminRestoreRevisionMutationVariables>;
export const AdminArticleVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticleVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminArticleVersionsQuery, AdminArticleVersionsQueryVariables>;
export const AdminAddArticleTranslationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddArticleTranslation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleTranslationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addArticleTranslation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<AdminAddArticleTranslationMutation, AdminAddArticleTranslationMutationVariables>;
export const AdminArticleWebmentionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticleWebmentions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleWebmentions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"linked"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"received"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]}}]} as unknown as DocumentNode<AdminArticleWebmentionsQuery, AdminArticleWebmentionsQueryVariables>;
export const AdminAuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"table"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditAction"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"table"},"value":{"kind":"Variable","name":{"kind":"Name","value":"table"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"via"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"rowId"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"shown"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AdminAuditUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAuditUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AdminAuditUsersQuery, AdminAuditUsersQueryVariables>;
export const AdminColumnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminColumn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"column"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<AdminColumnQuery, AdminColumnQueryVariables>;
export const AdminColumnArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminColumnArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"columnId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArticleStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"columnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"columnId"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeHidden"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"hits"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"isSelect"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminColumnArticlesQuery, AdminColumnArticlesQueryVariables>;
export const AdminColumnSentencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminColumnSentences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"columnId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailySentences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"columnId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"columnId"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeHidden"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}},{"kind":"Field","name":{"kind":"Name","value":"cn"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"isSelect"}}]}}]}}]}}]} as unknown as DocumentNode<AdminColumnSentencesQuery, AdminColumnSentencesQueryVariables>;
export const AdminSetArticleSortOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetArticleSortOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setArticleSortOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}}]}}]}}]} as unknown as DocumentNode<AdminSetArticleSortOrderMutation, AdminSetArticleSortOrderMutationVariables>;
export const AdminSetArticleShownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetArticleShown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shown"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setArticleShown"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"shown"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shown"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}}]}}]}}]} as unknown as DocumentNode<AdminSetArticleShownMutation, AdminSetArticleShownMutationVariables>;
export const AdminSetArticleSelectedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetArticleSelected"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selected"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setArticleSelected"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"selected"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selected"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isSelect"}}]}}]}}]} as unknown as DocumentNode<AdminSetArticleSelectedMutation, AdminSetArticleSelectedMutationVariables>;
export const AdminUpdateArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateArticleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateArticleMutation, AdminUpdateArticleMutationVariables>;
export const AdminSetSentenceSortOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetSentenceSortOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDailySentenceSortOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}}]}}]}}]} as unknown as DocumentNode<AdminSetSentenceSortOrderMutation, AdminSetSentenceSortOrderMutationVariables>;
export const AdminSetSentenceShownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetSentenceShown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shown"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDailySentenceShown"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"shown"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shown"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}}]}}]}}]} as unknown as DocumentNode<AdminSetSentenceShownMutation, AdminSetSentenceShownMutationVariables>;
export const AdminSetSentenceSelectedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetSentenceSelected"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selected"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDailySentenceSelected"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"selected"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selected"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isSelect"}}]}}]}}]} as unknown as DocumentNode<AdminSetSentenceSelectedMutation, AdminSetSentenceSelectedMutationVariables>;
export const AdminUpdateSentenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateSentence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDailySentenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDailySentence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cn"}},{"kind":"Field","name":{"kind":"Name","value":"en"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateSentenceMutation, AdminUpdateSentenceMutationVariables>;
export const AdminDeleteArticleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteArticle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteArticle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteArticleMutation, AdminDeleteArticleMutationVariables>;
export const AdminCreateSentenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateSentence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDailySentenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDailySentence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}},{"kind":"Field","name":{"kind":"Name","value":"cn"}},{"kind":"Field","name":{"kind":"Name","value":"en"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"isSelect"}}]}}]}}]} as unknown as DocumentNode<AdminCreateSentenceMutation, AdminCreateSentenceMutationVariables>;
export const AdminDeleteSentenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteSentence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDailySentence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteSentenceMutation, AdminDeleteSentenceMutationVariables>;
export const AdminArticleListTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminArticleListTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<AdminArticleListTagsQuery, AdminArticleListTagsQueryVariables>;
export const AdminPublishArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminPublishArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<AdminPublishArticlesMutation, AdminPublishArticlesMutationVariables>;
export const AdminUnpublishArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUnpublishArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpublishArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]}}]} as unknown as DocumentNode<AdminUnpublishArticlesMutation, AdminUnpublishArticlesMutationVariables>;
export const AdminDeleteArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteArticlesMutation, AdminDeleteArticlesMutationVariables>;
export const AdminTagArticlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminTagArticles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tagId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tagArticles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"tagId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tagId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminTagArticlesMutation, AdminTagArticlesMutationVariables>;
export const AdminColumnsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminColumns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeHidden"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"isSelect"}}]}}]}}]} as unknown as DocumentNode<AdminColumnsQuery, AdminColumnsQueryVariables>;
export const AdminSetColumnSortOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetColumnSortOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setColumnSortOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}}]}}]}}]} as unknown as DocumentNode<AdminSetColumnSortOrderMutation, AdminSetColumnSortOrderMutationVariables>;
export const AdminSetColumnShownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetColumnShown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shown"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setColumnShown"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"shown"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shown"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}}]}}]}}]} as unknown as DocumentNode<AdminSetColumnShownMutation, AdminSetColumnShownMutationVariables>;
export const AdminSetColumnSelectedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetColumnSelected"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selected"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setColumnSelected"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"selected"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selected"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isSelect"}}]}}]}}]} as unknown as DocumentNode<AdminSetColumnSelectedMutation, AdminSetColumnSelectedMutationVariables>;
export const AdminCreateColumnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateColumn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateColumnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createColumn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"isSelect"}}]}}]}}]} as unknown as DocumentNode<AdminCreateColumnMutation, AdminCreateColumnMutationVariables>;
export const AdminUpdateColumnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateColumn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateColumnInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateColumn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateColumnMutation, AdminUpdateColumnMutationVariables>;
export const AdminDeleteColumnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteColumn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteColumn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteColumnMutation, AdminDeleteColumnMutationVariables>;
export const AdminCommentQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCommentQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentState"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"articleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"articleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"articleSlug"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"byOwner"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sourceUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingCommentCount"}}]}}]} as unknown as DocumentNode<AdminCommentQueueQuery, AdminCommentQueueQueryVariables>;
export const AdminModerateCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminModerateComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentAction"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderateComments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<AdminModerateCommentsMutation, AdminModerateCommentsMutationVariables>;
export const AdminReplyToCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReplyToComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminReplyToCommentMutation, AdminReplyToCommentMutationVariables>;
export const AdminBlockCommenterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBlockCommenter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentBlockKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockCommenter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminBlockCommenterMutation, AdminBlockCommenterMutationVariables>;
export const AdminCommentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCommentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveKnownCommenters"}},{"kind":"Field","name":{"kind":"Name","value":"heldWords"}},{"kind":"Field","name":{"kind":"Name","value":"spamWords"}}]}}]}}]} as unknown as DocumentNode<AdminCommentSettingsQuery, AdminCommentSettingsQueryVariables>;
export const AdminUpdateCommentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCommentSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommentSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCommentSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveKnownCommenters"}},{"kind":"Field","name":{"kind":"Name","value":"heldWords"}},{"kind":"Field","name":{"kind":"Name","value":"spamWords"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateCommentSettingsMutation, AdminUpdateCommentSettingsMutationVariables>;
export const AdminCommentBlocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCommentBlocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentBlocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]} as unknown as DocumentNode<AdminCommentBlocksQuery, AdminCommentBlocksQueryVariables>;
export const AdminBlockCommentEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBlockCommentEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockCommentEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminBlockCommentEmailMutation, AdminBlockCommentEmailMutationVariables>;
export const AdminLiftCommentBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLiftCommentBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCommentBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminLiftCommentBlockMutation, AdminLiftCommentBlockMutationVariables>;
export const AdminCommentRemovalRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCommentRemovalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commentRemovalRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"comments"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedTime"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]} as unknown as DocumentNode<AdminCommentRemovalRequestsQuery, AdminCommentRemovalRequestsQueryVariables>;
export const AdminCarryOutCommentRemovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCarryOutCommentRemoval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carryOutCommentRemoval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminCarryOutCommentRemovalMutation, AdminCarryOutCommentRemovalMutationVariables>;
export const AdminFediverseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFediverse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"federationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotes"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}},{"kind":"Field","name":{"kind":"Name","value":"actorUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"federationFollowerServers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"followers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"federationArticleReactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"likes"}},{"kind":"Field","name":{"kind":"Name","value":"reposts"}},{"kind":"Field","name":{"kind":"Name","value":"replies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"federationBlocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]} as unknown as DocumentNode<AdminFediverseQuery, AdminFediverseQueryVariables>;
export const AdminFediverseFollowersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFediverseFollowers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"server"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"federationFollowers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"server"},"value":{"kind":"Variable","name":{"kind":"Name","value":"server"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actorUri"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]}}]} as unknown as DocumentNode<AdminFediverseFollowersQuery, AdminFediverseFollowersQueryVariables>;
export const AdminUpdateFederationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateFederationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sendNotes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFederationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}},{"kind":"Argument","name":{"kind":"Name","value":"sendNotes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sendNotes"}}},{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotes"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"handle"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateFederationSettingsMutation, AdminUpdateFederationSettingsMutationVariables>;
export const AdminBlockFederationActorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBlockFederationActor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockFederationActor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"actor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actor"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminBlockFederationActorMutation, AdminBlockFederationActorMutationVariables>;
export const AdminBlockFederationServerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBlockFederationServer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"host"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockFederationServer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"host"},"value":{"kind":"Variable","name":{"kind":"Name","value":"host"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminBlockFederationServerMutation, AdminBlockFederationServerMutationVariables>;
export const AdminDeleteFederationBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteFederationBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFederationBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteFederationBlockMutation, AdminDeleteFederationBlockMutationVariables>;
export const AdminLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"isSelect"}}]}}]}}]} as unknown as DocumentNode<AdminLinksQuery, AdminLinksQueryVariables>;
export const AdminCreateLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateLinkMutation, AdminCreateLinkMutationVariables>;
export const AdminUpdateLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateLinkMutation, AdminUpdateLinkMutationVariables>;
export const AdminDeleteLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteLinkMutation, AdminDeleteLinkMutationVariables>;
export const AdminSetLinkSortOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetLinkSortOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLinkSortOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}}]}}]}}]} as unknown as DocumentNode<AdminSetLinkSortOrderMutation, AdminSetLinkSortOrderMutationVariables>;
export const AdminSetLinkShownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetLinkShown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shown"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLinkShown"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"shown"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shown"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}}]}}]}}]} as unknown as DocumentNode<AdminSetLinkShownMutation, AdminSetLinkShownMutationVariables>;
export const AdminSetLinkSelectedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetLinkSelected"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selected"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLinkSelected"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"selected"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selected"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isSelect"}}]}}]}}]} as unknown as DocumentNode<AdminSetLinkSelectedMutation, AdminSetLinkSelectedMutationVariables>;
export const AdminMenusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMenuItem"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMenuItem"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"articles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeHidden"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"CREATE_TIME"}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMenuItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"tagSlug"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}}]} as unknown as DocumentNode<AdminMenusQuery, AdminMenusQueryVariables>;
export const AdminSaveMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"place"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MenuPlace"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"place"},"value":{"kind":"Variable","name":{"kind":"Name","value":"place"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMenuItem"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMenuItem"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMenuItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"articleId"}},{"kind":"Field","name":{"kind":"Name","value":"tagSlug"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"labelZh"}},{"kind":"Field","name":{"kind":"Name","value":"labelEn"}}]}}]} as unknown as DocumentNode<AdminSaveMenuMutation, AdminSaveMenuMutationVariables>;
export const AdminMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MessageStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"replyTime"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMessagesQuery, AdminMessagesQueryVariables>;
export const AdminSetMessageShownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetMessageShown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shown"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMessageShown"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"shown"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shown"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}}]}}]}}]} as unknown as DocumentNode<AdminSetMessageShownMutation, AdminSetMessageShownMutationVariables>;
export const AdminReplyToMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReplyToMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reply"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reply"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reply"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"replyTime"}}]}}]}}]} as unknown as DocumentNode<AdminReplyToMessageMutation, AdminReplyToMessageMutationVariables>;
export const AdminDeleteMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteMessageMutation, AdminDeleteMessageMutationVariables>;
export const AdminOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MailState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"sentTime"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"newest"},"name":{"kind":"Name","value":"outbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"unsent"},"name":{"kind":"Name","value":"outbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"NOT_SENT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AdminOutboxQuery, AdminOutboxQueryVariables>;
export const AdminSendTestMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSendTestMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<AdminSendTestMailMutation, AdminSendTestMailMutationVariables>;
export const AdminMySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<AdminMySessionsQuery, AdminMySessionsQueryVariables>;
export const AdminEndMySessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminEndMySession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endMySession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminEndMySessionMutation, AdminEndMySessionMutationVariables>;
export const AdminTwoFactorStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTwoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<AdminTwoFactorStatusQuery, AdminTwoFactorStatusQueryVariables>;
export const AdminStartTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminStartTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeSvg"}}]}}]}}]} as unknown as DocumentNode<AdminStartTwoFactorMutation, AdminStartTwoFactorMutationVariables>;
export const AdminConfirmTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminConfirmTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codes"}}]}}]}}]} as unknown as DocumentNode<AdminConfirmTwoFactorMutation, AdminConfirmTwoFactorMutationVariables>;
export const AdminRegenerateRecoveryCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRegenerateRecoveryCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateRecoveryCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codes"}}]}}]}}]} as unknown as DocumentNode<AdminRegenerateRecoveryCodesMutation, AdminRegenerateRecoveryCodesMutationVariables>;
export const AdminDisableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDisableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<AdminDisableTwoFactorMutation, AdminDisableTwoFactorMutationVariables>;
export const AdminSiteInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSiteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"record"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"homeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"sendWebmentions"}}]}}]}}]} as unknown as DocumentNode<AdminSiteInfoQuery, AdminSiteInfoQueryVariables>;
export const AdminUpdateSiteInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateSiteInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"keywords"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"record"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"homeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"sendWebmentions"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateSiteInfoMutation, AdminUpdateSiteInfoMutationVariables>;
export const AdminSiteTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSiteTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteTexts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<AdminSiteTextsQuery, AdminSiteTextsQueryVariables>;
export const AdminSetSiteTextDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetSiteText"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteTextInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSiteText"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<AdminSetSiteTextMutation, AdminSetSiteTextMutationVariables>;
export const AdminMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleAuth"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<AdminMeQuery, AdminMeQueryVariables>;
export const AdminLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<AdminLogoutMutation, AdminLogoutMutationVariables>;
export const SetMyLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<SetMyLanguageMutation, SetMyLanguageMutationVariables>;
export const AdminPendingCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPendingComments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingCommentCount"}}]}}]} as unknown as DocumentNode<AdminPendingCommentsQuery, AdminPendingCommentsQueryVariables>;
export const AdminSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedTime"}},{"kind":"Field","name":{"kind":"Name","value":"leftTime"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSubscribersQuery, AdminSubscribersQueryVariables>;
export const AdminRemoveSubscriberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveSubscriber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSubscriber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminRemoveSubscriberMutation, AdminRemoveSubscriberMutationVariables>;
export const AdminSubscribersCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSubscribersCsv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribersCsv"}}]}}]} as unknown as DocumentNode<AdminSubscribersCsvQuery, AdminSubscribersCsvQueryVariables>;
export const AdminImportSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminImportSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importSubscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]} as unknown as DocumentNode<AdminImportSubscribersMutation, AdminImportSubscribersMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewsByDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"article"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingCommentCount"}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminSubscriberCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSubscriberCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriberCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmed"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"trend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSubscriberCountsQuery, AdminSubscriberCountsQueryVariables>;
export const AdminSystemInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSystemInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"arch"}},{"kind":"Field","name":{"kind":"Name","value":"server"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"rootDir"}},{"kind":"Field","name":{"kind":"Name","value":"databaseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"uptime"}},{"kind":"Field","name":{"kind":"Name","value":"totalMemory"}},{"kind":"Field","name":{"kind":"Name","value":"currentMemory"}},{"kind":"Field","name":{"kind":"Name","value":"currentTime"}},{"kind":"Field","name":{"kind":"Name","value":"utcTime"}}]}}]}}]} as unknown as DocumentNode<AdminSystemInfoQuery, AdminSystemInfoQueryVariables>;
export const AdminTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<AdminTagsQuery, AdminTagsQueryVariables>;
export const AdminCreateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateTagMutation, AdminCreateTagMutationVariables>;
export const AdminUpdateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateTagMutation, AdminUpdateTagMutationVariables>;
export const AdminDeleteTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteTagMutation, AdminDeleteTagMutationVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleAuth"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"isSelect"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminSetUserSortOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetUserSortOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserSortOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}}]}}]}}]} as unknown as DocumentNode<AdminSetUserSortOrderMutation, AdminSetUserSortOrderMutationVariables>;
export const AdminSetUserShownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetUserShown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shown"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserShown"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"shown"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shown"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}}]}}]}}]} as unknown as DocumentNode<AdminSetUserShownMutation, AdminSetUserShownMutationVariables>;
export const AdminSetUserSelectedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetUserSelected"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selected"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserSelected"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"selected"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selected"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isSelect"}}]}}]}}]} as unknown as DocumentNode<AdminSetUserSelectedMutation, AdminSetUserSelectedMutationVariables>;
export const AdminCreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleAuth"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"isShow"}},{"kind":"Field","name":{"kind":"Name","value":"isSelect"}}]}}]}}]} as unknown as DocumentNode<AdminCreateUserMutation, AdminCreateUserMutationVariables>;
export const AdminUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"roleAuth"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateUserMutation, AdminUpdateUserMutationVariables>;
export const AdminChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminChangePasswordMutation, AdminChangePasswordMutationVariables>;
export const AdminDeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteUserMutation, AdminDeleteUserMutationVariables>;
export const AdminResetTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResetTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}}]}}]}}]} as unknown as DocumentNode<AdminResetTwoFactorMutation, AdminResetTwoFactorMutationVariables>;