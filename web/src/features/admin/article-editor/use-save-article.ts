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
 * Saves the editor's draft: createArticle for a new article; for an existing one updateArticle with the
 * changed fields and, when the shown flag changed, setArticleShown. Resolves with the article's id, or
 * undefined when the server refused (the reason is then beside its field or in a toast). Publishing and
 * unpublishing are steps of their own, answering the new status.
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

  const publish = useCallback(
    async (id: number, at: string | undefined) => (await run(AdminPublishArticleDocument, { id, at }))?.publishArticle,
    [run],
  );
  const unpublish = useCallback(async (id: number) => (await run(AdminUnpublishArticleDocument, { id }))?.unpublishArticle, [run]);

  return { save, publish, unpublish, busy, errors, setErrors };
}
