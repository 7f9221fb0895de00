import { useCallback } from "react";
import { AdminCreateArticleDocument, AdminSaveArticleDocument, AdminSetArticleShownDocument } from "../../../gql/admin/graphql";
import { useFormMutation } from "../shared/use-form-mutation";
import { ARTICLE_FIELDS, changedFields, type ArticleDraft } from "./article-draft";

/**
 * Saves the editor's draft: createArticle for a new article; for an existing one updateArticle with the
 * changed fields and, when the shown flag changed, setArticleShown. Resolves with the article's id, or
 * undefined when the server refused (the reason is then beside its field or in a toast).
 */
export function useSaveArticle(articleId: number | undefined) {
  const { run, busy, errors, setErrors } = useFormMutation(ARTICLE_FIELDS);

  const save = useCallback(
    async (draft: ArticleDraft, saved: ArticleDraft): Promise<number | undefined> => {
      if (articleId === undefined) return (await run(AdminCreateArticleDocument, { input: draft }))?.createArticle.id;
      const input = changedFields(draft, saved);
      if (Object.keys(input).length > 0 && !(await run(AdminSaveArticleDocument, { id: articleId, input }))) return undefined;
      if (draft.isShow !== saved.isShow && !(await run(AdminSetArticleShownDocument, { id: articleId, shown: draft.isShow }))) {
        return undefined;
      }
      return articleId;
    },
    [articleId, run],
  );

  return { save, busy, errors, setErrors };
}
