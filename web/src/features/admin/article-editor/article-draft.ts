import type { AdminArticleFieldsFragment, ArticleWorkingCopyInput, CreateArticleInput, UpdateArticleInput } from "../../../gql/admin/graphql";

/** A tag as the editor holds it. */
export interface PickedTag {
  id: number;
  name: string;
}

/** What the editor holds: every field an author can change. */
export interface ArticleDraft {
  title: string;
  /** Empty until the server makes one from the title. */
  slug: string;
  subtitle: string;
  summary: string;
  cover: string;
  columnId: number;
  content: string;
  isShow: boolean;
  featured: boolean;
  tags: readonly PickedTag[];
}

/** Fields the server may name in a BAD_USER_INPUT error (extensions.field) that the form can show. */
export const ARTICLE_FIELDS = ["title", "slug", "subtitle", "summary", "cover", "columnId", "content"] as const;
export type ArticleField = (typeof ARTICLE_FIELDS)[number];

/** The texts the autosave keeps in the working copy; the other fields change the article when saved. */
export const WORKING_TEXTS = ["title", "subtitle", "summary", "cover", "content"] as const;
export type WorkingText = (typeof WORKING_TEXTS)[number];
/** A working copy as the editor and the server spell it: a text, or null where it is the live one. */
export type WorkingTexts = Record<WorkingText, string | null>;

/** The live article as it is saved: what the editor's changes are measured against. */
export function draftOf(article: AdminArticleFieldsFragment): ArticleDraft {
  const { title, slug, subtitle, summary, cover, columnId, content, isShow, featured, tags } = article;
  return { title, slug, subtitle, summary, cover, columnId, content, isShow, featured, tags: tags.map(({ id, name }) => ({ id, name })) };
}

/** What the author was writing: the live article with its working copy's texts over it. */
export function draftBeingWritten(article: AdminArticleFieldsFragment): ArticleDraft {
  const live = draftOf(article);
  const copy = workingTextsOf(article);
  return { ...live, ...Object.fromEntries(WORKING_TEXTS.flatMap((field) => (copy[field] === null ? [] : [[field, copy[field]]]))) };
}

/** The article's working copy as the server keeps it; all null when there is none. */
export function workingTextsOf(article: AdminArticleFieldsFragment | undefined): WorkingTexts {
  const copy = article?.workingCopy;
  return Object.fromEntries(WORKING_TEXTS.map((field) => [field, copy?.[field] ?? null])) as WorkingTexts;
}

/** What the working copy should hold for this draft: each text that differs from the live one, null for the rest. */
export function workingTextsFor(draft: ArticleDraft, saved: ArticleDraft): WorkingTexts {
  return Object.fromEntries(WORKING_TEXTS.map((field) => [field, draft[field] === saved[field] ? null : draft[field]])) as WorkingTexts;
}

/** The fields of `wanted` the server does not have yet, as saveArticleWorkingCopy takes them; empty when it is up to date. */
export function workingCopyChanges(wanted: WorkingTexts, kept: WorkingTexts): ArticleWorkingCopyInput {
  return Object.fromEntries(WORKING_TEXTS.filter((field) => wanted[field] !== kept[field]).map((field) => [field, wanted[field]]));
}

/** Whether anything but the texts differs: slug, column, tags and the flags, which only Save or Update keep. */
export function settingsDirty(draft: ArticleDraft, saved: ArticleDraft): boolean {
  return draft.slug !== saved.slug || draft.columnId !== saved.columnId || draft.isShow !== saved.isShow || draft.featured !== saved.featured || tagsChanged(draft, saved);
}

export function emptyDraft(columnId: number): ArticleDraft {
  return { title: "", slug: "", subtitle: "", summary: "", cover: "", columnId, content: "", isShow: true, featured: false, tags: [] };
}

/** What createArticle takes: the texts and column, the shown flag, and the slug when the author gave one. */
export function createInput(draft: ArticleDraft): CreateArticleInput {
  const { title, slug, subtitle, summary, cover, columnId, content, isShow } = draft;
  return { title, subtitle, summary, cover, columnId, content, isShow, ...(slug ? { slug } : {}) };
}

/** Whether the tags differ from the saved ones (their order aside); setArticleTags saves them. */
export function tagsChanged(draft: ArticleDraft, saved: ArticleDraft): boolean {
  const ids = (tags: readonly PickedTag[]) => tags.map((tag) => tag.id).sort((a, b) => a - b).join(",");
  return ids(draft.tags) !== ids(saved.tags);
}

/** The fields updateArticle takes that differ from what is saved; `isShow` has its own mutation. */
export function changedFields(draft: ArticleDraft, saved: ArticleDraft): UpdateArticleInput {
  const changes: UpdateArticleInput = {};
  for (const field of ARTICLE_FIELDS) {
    if (draft[field] !== saved[field]) Object.assign(changes, { [field]: draft[field] });
  }
  return changes;
}

export function isDirty(draft: ArticleDraft, saved: ArticleDraft): boolean {
  return draft.isShow !== saved.isShow || draft.featured !== saved.featured || tagsChanged(draft, saved) || Object.keys(changedFields(draft, saved)).length > 0;
}
