import { useCallback } from "react";
import {
  AdminCreateArticleDocument,
  AdminPublishArticleDocument,
  AdminSaveArticleDocument,
  AdminSetArticleShownDocument,
  AdminUnpublishArticleDocument,
} from "../../../gql/admin/graphql";
import { useFormMutation } from "../shared/use-form-mutation";
import { ARTICLE_FIELDS, changedFields, type ArticleDraft } from "./article-draft";

/**
 * Saves the editor's draft: createArticle for a new article (an empty slug is left for the server to make
 * from the title); for an existing one updateArticle with the changed fields and, when the shown flag
 * changed, setArticleShown. Resolves with the article's id and slug as saved (a draft's slug follows its
 * title), or undefined when the server refused (the reason is then beside its field or in a toast).
 * Publishing and unpublishing are steps of their own, answering the new status.
 */
export function useSaveArticle(articleId: number | undefined) {
  const { run, busy, errors, setErrors } = useFormMutation(ARTICLE_FIELDS);

  const save = useCallback(
    async (draft: ArticleDraft, saved: ArticleDraft): Promise<{ id: number; slug: string } | undefined> => {
      if (articleId === undefined) {
        const { slug, ...rest } = draft;
        return (await run(AdminCreateArticleDocument, { input: slug ? draft : rest }))?.createArticle;
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
      return { id: articleId, slug };
    },
    [articleId, run],
  );

  const publish = useCallback(
    async (id: number, at: string | undefined) => (await run(AdminPublishArticleDocument, { id, at }))?.publishArticle,
    [run],
  );
  const unpublish = useCallback(async (id: number) => (await run(AdminUnpublishArticleDocument, { id }))?.unpublishArticle, [run]);

  return { save, publish, unpublish, busy, errors, setErrors };
}
