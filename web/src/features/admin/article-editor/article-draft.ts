import type { AdminArticleFieldsFragment, UpdateArticleInput } from "../../../gql/admin/graphql";

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
}

/** Fields the server may name in a BAD_USER_INPUT error (extensions.field) that the form can show. */
export const ARTICLE_FIELDS = ["title", "slug", "subtitle", "summary", "cover", "columnId", "content"] as const;
export type ArticleField = (typeof ARTICLE_FIELDS)[number];

export function draftOf(article: AdminArticleFieldsFragment): ArticleDraft {
  const { title, slug, subtitle, summary, cover, columnId, content, isShow } = article;
  return { title, slug, subtitle, summary, cover, columnId, content, isShow };
}

export function emptyDraft(columnId: number): ArticleDraft {
  return { title: "", slug: "", subtitle: "", summary: "", cover: "", columnId, content: "", isShow: true };
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
  return draft.isShow !== saved.isShow || Object.keys(changedFields(draft, saved)).length > 0;
}
