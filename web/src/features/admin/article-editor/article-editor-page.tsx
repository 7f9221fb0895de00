import { useCallback } from "react";
import { useQuery } from "@apollo/client/react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { AdminArticleColumnsDocument, AdminEditArticleDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { ARTICLE_EDITOR_PATH, COLUMN_DETAIL_PATH } from "../shell/nav-entries";
import { AdminPage } from "../shell/admin-page";
import { useFailureToast } from "../shared/use-failure-toast";
import { idParam } from "../shared/id-param";
import { ArticleForm } from "./article-form";
import "./article-editor.css";

/**
 * The article editor: /articleEdit?id= edits an article (hidden ones too), /articleEdit?column= writes a new
 * one in that column, and /articleEdit alone (the header's New post) a new one in the first article column. Loaded lazily, so the rich-text editor never reaches the public bundle.
 */
export function ArticleEditorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const articleId = idParam(params.get("id"));
  const newInColumn = idParam(params.get("column"));

  const columnsQuery = useQuery(AdminArticleColumnsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  // Always from the server: the editor must start from what is stored, not from an older copy in the cache.
  const articleQuery = useQuery(AdminEditArticleDocument, {
    variables: { id: articleId ?? 0 },
    skip: articleId === undefined,
    context: ADMIN_CONTEXT,
    fetchPolicy: "network-only",
  });
  const error = columnsQuery.error ?? articleQuery.error;
  useFailureToast(error);

  const article = articleQuery.data?.article;
  const columns = columnsQuery.data?.columns.filter((column) => column.kind === "ARTICLES");
  const columnId = article?.columnId ?? (articleId === undefined ? (newInColumn ?? columns?.[0]?.id) : undefined);
  const column = columns?.find((c) => c.id === columnId);
  const onCreated = useCallback((id: number) => navigate(`${ARTICLE_EDITOR_PATH}?id=${id}`, { replace: true }), [navigate]);
  const ready = columns && columnId !== undefined && (articleId === undefined || article);

  return (
    <AdminPage
      title={articleId === undefined ? "New article" : "Edit article"}
      busy={columnsQuery.loading || articleQuery.loading}
      aside={
        columnId !== undefined && (
          <Link className="admin-back" to={`${COLUMN_DETAIL_PATH}?id=${columnId}`}>
            ← {column?.name ?? "Back to the column"}
          </Link>
        )
      }
      failed={!ready && error ? { error, retry: columnsQuery.error ? columnsQuery.refetch : articleQuery.refetch } : undefined}
    >
      {ready && <ArticleForm key={article?.id ?? "new"} article={article} columnId={columnId} columns={columns} onCreated={onCreated} />}
      {articleId === undefined && columns?.length === 0 && (
        <p className="table-empty">
          There is no article column yet. Add one on <Link to="/nav">Column management</Link> to write articles.
        </p>
      )}
    </AdminPage>
  );
}
