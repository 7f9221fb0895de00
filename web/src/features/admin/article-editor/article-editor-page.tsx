import { useCallback, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { AdminArticleColumnsDocument, AdminEditArticleDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { ARTICLE_EDITOR_PATH, COLUMN_DETAIL_PATH } from "../shell/nav-entries";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast } from "../shared/use-failure-toast";
import { idParam } from "../shared/id-param";
import { ArticleForm } from "./article-form";
import { LanguageTabs } from "./language-tabs";
import { ArticleWebmentions } from "./article-webmentions";
import "./article-editor.css";
import { useT } from "../../../i18n/admin";

/** The state of a navigation the editor makes itself: its form stays as it is. */
interface EditorMove {
  sameForm: true;
}

/**
 * The article editor: /articleEdit?id= edits an article (hidden ones too), /articleEdit?column= writes a new
 * one in that column, and /articleEdit alone (the header's New post) a new one in the first article column. Loaded lazily, so the rich-text editor never reaches the public bundle.
 */
export function ArticleEditorPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const articleId = idParam(params.get("id"));
  const newInColumn = idParam(params.get("column"));
  // Each visit to the editor gets a fresh form (a New post after an edit), except the move to the address of
  // the article the form has just created: the author is mid-sentence there, and the form already has it all.
  const location = useLocation();
  const movedByForm = (location.state as EditorMove | null)?.sameForm === true;
  const [formKey, setFormKey] = useState(location.key);
  if (formKey !== location.key && !movedByForm) setFormKey(location.key);
  const adopted = movedByForm && formKey !== location.key;

  const columnsQuery = useQuery(AdminArticleColumnsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  // Always from the server: the editor must start from what is stored, not from an older copy in the cache.
  const articleQuery = useQuery(AdminEditArticleDocument, {
    variables: { id: articleId ?? 0 },
    skip: articleId === undefined || adopted,
    context: ADMIN_CONTEXT,
    fetchPolicy: "network-only",
  });
  const error = columnsQuery.error ?? articleQuery.error;
  useFailureToast(error);

  const article = articleQuery.data?.article;
  const columns = columnsQuery.data?.columns.filter((column) => column.kind === "ARTICLES");
  const columnId = article?.columnId ?? (articleId === undefined ? (newInColumn ?? columns?.[0]?.id) : undefined);

  const onCreated = useCallback(
    (id: number) => navigate(`${ARTICLE_EDITOR_PATH}?id=${id}`, { replace: true, state: { sameForm: true } satisfies EditorMove }),
    [navigate],
  );
  // The column the form opened in; after the form's own move its article is not loaded again, so this stays.
  const [openedColumn, setOpenedColumn] = useState<number>();
  if (!adopted && columnId !== undefined && openedColumn !== columnId) setOpenedColumn(columnId);
  const formColumn = adopted ? openedColumn : columnId;
  const column = columns?.find((c) => c.id === formColumn);
  const ready = columns && formColumn !== undefined && (articleId === undefined || article || adopted);

  return (
    <AdminPage
      title={articleId === undefined ? t("admin.articles.new") : t("admin.editor.editTitle")}
      busy={columnsQuery.loading || articleQuery.loading}
      aside={
        formColumn !== undefined && (
          <Link className="admin-back" to={`${COLUMN_DETAIL_PATH}?id=${formColumn}`}>
            ← {column?.name ?? t("admin.editor.backToColumn")}
          </Link>
        )
      }
      failed={!ready && error ? { error, retry: columnsQuery.error ? columnsQuery.refetch : articleQuery.refetch } : undefined}
    >
      {ready && articleId !== undefined && <LanguageTabs articleId={articleId} />}
      {ready && <ArticleForm key={formKey} article={article} columnId={formColumn} columns={columns} onCreated={onCreated} />}
      {ready && articleId !== undefined && <ArticleWebmentions articleId={articleId} />}
      {articleId === undefined && columns?.length === 0 && (
        <p className="table-empty">
          {t("admin.editor.noColumn")} <Link to="/nav">{t("admin.nav.columns")}</Link>{t("admin.editor.noColumnEnd")}
        </p>
      )}
    </AdminPage>
  );
}
