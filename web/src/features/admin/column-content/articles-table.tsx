import { Link } from "react-router-dom";
import {
  AdminColumnArticlesDocument,
  AdminDeleteArticleDocument,
  AdminSetArticleSelectedDocument,
  AdminSetArticleShownDocument,
  AdminSetArticleSortOrderDocument,
  AdminUpdateArticleDocument,
  type AdminColumnArticlesQuery,
  type AdminColumnQuery,
} from "../../../gql/admin/graphql";
import { useToast } from "../../../lib/toast";
import { RowCheckbox, SelectAllCheckbox } from "../../../lib/ui/checkboxes";
import { useConfirm } from "../../../lib/ui/confirm-dialog";
import { InlineEdit } from "../../../lib/ui/inline-edit";
import { Paginator } from "../../../lib/ui/paginator";
import { SortOrderEdit } from "../../../lib/ui/sort-order-edit";
import { Switch } from "../../../lib/ui/switch";
import { formatDateTime } from "../../../lib/format-date";
import { evictRow } from "../shared/evict-row";
import { PAGE_SIZE } from "../shared/use-page-param";
import { useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import { ARTICLE_EDITOR_PATH } from "../shell/nav-entries";
import { BackToColumns } from "./back-to-columns";
import { useColumnPage } from "./use-column-page";

type ArticleRow = AdminColumnArticlesQuery["articles"]["items"][number];

/**
 * One page of a column's articles, paged on the server, with inline edits of sid, title and summary; the
 * editor writes new articles and edits whole ones, and a row can be deleted after a confirmation.
 */
export function ArticlesTable({ column }: { column: AdminColumnQuery["column"] }) {
  const canEdit = useCanEdit();
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  const { page, setPage, data, loading, error, refetch, save, saving, ticks } = useColumnPage(AdminColumnArticlesDocument, column.id);
  const rows = data?.articles.items ?? [];

  const remove = async (article: ArticleRow) => {
    const confirmed = await confirm({
      title: "Delete this article?",
      message: `"${article.title}" will be removed from the site for good, with its view count.`,
      confirmLabel: "Delete",
    });
    if (confirmed && (await save(AdminDeleteArticleDocument, { id: article.id }, evictRow("Article", article.id)))) {
      toast("Article deleted.", "success");
    }
  };

  return (
    <AdminPage
      title={column.name}
      busy={loading || saving}
      aside={
        <div className="admin-page-actions">
          {canEdit && (
            <Link className="button-primary" to={`${ARTICLE_EDITOR_PATH}?column=${column.id}`}>
              New article
            </Link>
          )}
          <BackToColumns />
        </div>
      }
      failed={!data && error ? { error, retry: refetch } : undefined}
    >
      <div className="table-scroll">
        <table className="admin-table content-table">
          <thead>
            <tr>
              <th className="col-check">
                <SelectAllCheckbox
                  rows={rows.map((row) => ticks.overlay ?? row.isSelect)}
                  onChange={ticks.tickAll}
                  label="select all rows on this page (shown only, not saved)"
                />
              </th>
              <th className="col-sid">Sort</th>
              <th>Title and summary</th>
              <th className="col-time">Created</th>
              <th className="col-number">Views</th>
              <th className="col-switch">Shown</th>
              <th className="col-actions">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((article) => (
              <tr key={article.id}>
                <td className="col-check">
                  <RowCheckbox
                    checked={ticks.overlay ?? article.isSelect}
                    label={`select ${article.title}`}
                    disabled={!canEdit}
                    onChange={(selected) => {
                      ticks.clear();
                      void save(AdminSetArticleSelectedDocument, { id: article.id, selected });
                    }}
                  />
                </td>
                <td className="col-sid">
                  <SortOrderEdit
                    sid={article.sid}
                    rowName={article.title}
                    disabled={!canEdit}
                    onCommit={(sid) => save(AdminSetArticleSortOrderDocument, { id: article.id, sid })}
                  />
                </td>
                {/* One cell for both texts: beside each other they leave the summary a sliver at 1024 wide. */}
                <td>
                  <div className="article-title">
                    <InlineEdit
                      value={article.title}
                      label={`title of article ${article.id}`}
                      disabled={!canEdit}
                      onCommit={(title) => save(AdminUpdateArticleDocument, { id: article.id, input: { title } })}
                    />
                  </div>
                  <div className="article-summary-text">
                    <InlineEdit
                      value={article.summary}
                      label={`summary of article ${article.id}`}
                      multiline
                      disabled={!canEdit}
                      onCommit={(summary) => save(AdminUpdateArticleDocument, { id: article.id, input: { summary } })}
                    />
                  </div>
                </td>
                <td className="col-time">{formatDateTime(article.createTime)}</td>
                <td className="col-number">{article.hits}</td>
                <td className="col-switch">
                  <Switch
                    checked={article.isShow}
                    label={`show ${article.title}`}
                    disabled={!canEdit}
                    onChange={(shown) => save(AdminSetArticleShownDocument, { id: article.id, shown })}
                  />
                </td>
                <td className="col-actions">
                  <span className="row-actions">
                    {canEdit && (
                      <Link className="button-plain" to={`${ARTICLE_EDITOR_PATH}?id=${article.id}`} aria-label={`Edit ${article.title}`}>
                        Edit
                      </Link>
                    )}
                    <button
                      type="button"
                      className="button-plain row-delete"
                      aria-label={`Delete ${article.title}`}
                      disabled={!canEdit}
                      onClick={() => void remove(article)}
                    >
                      Delete
                    </button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && rows.length === 0 && <p className="table-empty">No articles on this page.</p>}
      <Paginator total={data?.articles.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
      {confirmDialog}
    </AdminPage>
  );
}
