import { useQuery } from "@apollo/client/react";
import {
  AdminColumnArticlesDocument,
  AdminSetArticleSelectedDocument,
  AdminSetArticleShownDocument,
  AdminSetArticleSortOrderDocument,
  AdminUpdateArticleDocument,
  type AdminColumnQuery,
} from "../../../gql/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { RowCheckbox, SelectAllCheckbox } from "../../../lib/ui/checkboxes";
import { InlineEdit } from "../../../lib/ui/inline-edit";
import { Paginator } from "../../../lib/ui/paginator";
import { SortOrderEdit } from "../../../lib/ui/sort-order-edit";
import { Switch } from "../../../lib/ui/switch";
import { formatDateTime } from "../system/format";
import { useFailureToast } from "../shared/use-failure-toast";
import { PAGE_SIZE, usePageParam } from "../shared/use-page-param";
import { useSave } from "../shared/use-save";
import { useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import { BackToColumns } from "./back-to-columns";
import { usePageTicks } from "./use-page-ticks";

/** One page of a column's articles, paged on the server, with inline edits of sid, title and summary. */
export function ArticlesTable({ column }: { column: AdminColumnQuery["column"] }) {
  const canEdit = useCanEdit();
  const [page, setPage] = usePageParam();
  const { data: current, previousData, loading, error, refetch } = useQuery(AdminColumnArticlesDocument, {
    variables: { columnId: column.id, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    context: ADMIN_CONTEXT,
    fetchPolicy: "cache-and-network",
  });
  useFailureToast(error);
  // While the next page loads, the last one stays on screen rather than an empty table.
  const data = current ?? previousData;
  const { save, saving } = useSave(refetch);
  const ticks = usePageTicks(`${column.id}:${page}`);
  const rows = data?.articles.items ?? [];

  return (
    <AdminPage
      title={column.name}
      busy={loading || saving}
      aside={<BackToColumns />}
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
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && rows.length === 0 && <p className="table-empty">No articles on this page.</p>}
      <Paginator total={data?.articles.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
    </AdminPage>
  );
}
