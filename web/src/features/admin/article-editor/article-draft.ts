import type { AdminArticleFieldsFragment, CreateArticleInput, UpdateArticleInput } from "../../../gql/admin/graphql";

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

export function draftOf(article: AdminArticleFieldsFragment): ArticleDraft {
  const { title, slug, subtitle, summary, cover, columnId, content, isShow, featured, tags } = article;
  return { title, slug, subtitle, summary, cover, columnId, content, isShow, featured, tags: tags.map(({ id, name }) => ({ id, name })) };
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
