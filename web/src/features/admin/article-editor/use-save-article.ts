import { useCallback } from "react";
import {
  AdminCreateArticleDocument,
  AdminPublishArticleDocument,
  AdminSaveArticleDocument,
  AdminSetArticleFeaturedDocument,
  AdminSetArticleShownDocument,
  AdminSetArticleTagsDocument,
  AdminUnpublishArticleDocument,
} from "../../../gql/admin/graphql";
import { useFormMutation } from "../shared/use-form-mutation";
import { ARTICLE_FIELDS, changedFields, createInput, tagsChanged, type ArticleDraft } from "./article-draft";

/**
 * Saves the editor's draft, making its texts live: createArticle for a new article (an empty slug is left for the server to make
 * from the title); for an existing one updateArticle with the changed fields and, when the shown flag
 * changed, setArticleShown; then setArticleFeatured and setArticleTags when those changed. Resolves with the article's id and slug as saved (a draft's slug follows its
 * title), or undefined when the server refused (the reason is then beside its field or in a toast).
 * Publishing and unpublishing are steps of their own, answering the new status.
 */
/** An article as saved: its id, its slug (made by the server) and the tags it now has. */
export interface SavedArticle {
  id: number;
  slug: string;
  tags: ArticleDraft["tags"];
}

export function useSaveArticle() {
  const { run, busy, errors, setErrors } = useFormMutation(ARTICLE_FIELDS);

  const saveTags = useCallback(
    async (id: number, draft: ArticleDraft) => run(AdminSetArticleTagsDocument, { id, tagIds: draft.tags.map((tag) => tag.id) }),
    [run],
  );

  const save = useCallback(
    async (articleId: number | undefined, draft: ArticleDraft, saved: ArticleDraft): Promise<SavedArticle | undefined> => {
      if (articleId === undefined) {
        const created = (await run(AdminCreateArticleDocument, { input: createInput(draft) }))?.createArticle;
        if (!created) return undefined;
        // The article exists now whatever happens next: answer it, so a second Save does not create another.
        if (draft.featured) await run(AdminSetArticleFeaturedDocument, { id: created.id, featured: true });
        const tagged = draft.tags.length > 0 ? await saveTags(created.id, draft) : created;
        return { id: created.id, slug: created.slug, tags: tagged ? draft.tags : [] };
      }
      const input = changedFields(draft, saved);
      let slug = saved.slug;
      if (Object.keys(input).length > 0) {
        const updated = await run(AdminSaveArticleDocument, { id: articleId, input });
        if (!updated) return undefined;
        slug = updated.updateArticle.slug;
      }
      if (draft.isShow !== saved.isShow && !(await run(AdminSetArticleShownDocument, { id: articleId, shown: draft.isShow }))) {
        return undefined;
      }
      if (draft.featured !== saved.featured && !(await run(AdminSetArticleFeaturedDocument, { id: articleId, featured: draft.featured }))) {
        return undefined;
      }
      if (tagsChanged(draft, saved) && !(await saveTags(articleId, draft))) return undefined;
      return { id: articleId, slug, tags: draft.tags };
    },
    [run, saveTags],
  );

  const publish = useCallback(
    async (id: number, at: string | undefined, sendByEmail: boolean | undefined) => (await run(AdminPublishArticleDocument, { id, at, sendByEmail }))?.publishArticle,
    [run],
  );
  const unpublish = useCallback(async (id: number) => (await run(AdminUnpublishArticleDocument, { id }))?.unpublishArticle, [run]);

  return { save, publish, unpublish, busy, errors, setErrors };
}
