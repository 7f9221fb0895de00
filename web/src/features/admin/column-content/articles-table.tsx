import { useState } from "react";
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
import { InlineEdit } from "../../../lib/ui/inline-edit";
import { Paginator } from "../../../lib/ui/paginator";
import { formatDateTime } from "../../../lib/format-date";
import { AdminTable } from "../shared/admin-table";
import { useRowSaves } from "../shared/row-saves";
import { PAGE_SIZE } from "../shared/use-page-param";
import { useConfirmedDelete } from "../shared/use-confirmed-delete";
import type { Save } from "../shared/use-save";
import { usePageTicks } from "../shared/use-page-ticks";
import { useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import { ARTICLE_EDITOR_PATH } from "../shell/nav-entries";
import { ArticleListTools, type ArticleFilters } from "./article-list-tools";
import { BackToColumns } from "./back-to-columns";
import { useColumnPage } from "./use-column-page";

type ArticleRow = AdminColumnArticlesQuery["articles"]["items"][number];

/** Published is how an article normally stands; the others are named beside its title. */
const UNPUBLISHED_LABELS: Partial<Record<ArticleRow["status"], string>> = { DRAFT: "Draft", SCHEDULED: "Scheduled" };

/**
 * One page of a column's articles, paged on the server, with inline edits of sid, title and summary; the
 * editor writes new articles and edits whole ones, and a row can be deleted after a confirmation.
 */
export function ArticlesTable({ column }: { column: AdminColumnQuery["column"] }) {
  const canEdit = useCanEdit();
  const [filters, setFilters] = useState<ArticleFilters>({});
  const { page, setPage, data, loading, error, refetch, save, saving, locate } = useColumnPage(AdminColumnArticlesDocument, column.id, filters);
  const rows = data?.articles.items ?? [];
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const pageKey = `${column.id}:${page}:${JSON.stringify(filters)}`;
  // What the bulk actions act on: the rows ticked on screen, by their own box or the select-all box.
  const ticks = usePageTicks(pageKey);
  const rowSaves = useRowSaves(save, {
    typename: "Article",
    name: (article: ArticleRow) => article.title,
    shown: AdminSetArticleShownDocument,
    selected: AdminSetArticleSelectedDocument,
    sortOrder: AdminSetArticleSortOrderDocument,
    paging: { page, setPage, locate: (id) => locate(id, (found) => found.articles) },
  });

  const { remove, confirmDialog } = useConfirmedDelete(save, {
    typename: "Article",
    mutation: AdminDeleteArticleDocument,
    ask: (article: ArticleRow) => ({ title: "Delete this article?", message: `"${article.title}" will be removed from the site for good, with its view count.` }),
    done: "Article deleted.",
  });

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
      <ArticleListTools
        filters={filters}
        onFilters={(next) => {
          setFilters(next);
          setPage(1);
        }}
        ticked={rows.filter((article) => ticks.overlay ?? article.isSelect)}
        save={save}
        canEdit={canEdit}
      />
      <AdminTable
        className="content-table"
        rows={rows}
        rowName={(article) => article.title}
        canEdit={canEdit}
        pageKey={pageKey}
        ticks={ticks}
        {...rowSaves}
        columns={[
          // One cell for both texts: beside each other they leave the summary a sliver at 1024 wide.
          { header: "Title and summary", className: "col-texts", cell: (article) => <ArticleTexts article={article} disabled={!canEdit} save={save} /> },
          { header: "Created", className: "col-time", cell: (article) => formatDateTime(article.createTime) },
          { header: "Views", className: "col-number", cell: (article) => article.hits },
        ]}
        actions={
          canEdit
            ? (article) => (
                <>
                  <Link className="button-plain" to={`${ARTICLE_EDITOR_PATH}?id=${article.id}`} aria-label={`Edit ${article.title}`}>
                    Edit
                  </Link>
                  <button type="button" className="button-plain row-delete" aria-label={`Delete ${article.title}`} onClick={() => void remove(article)}>
                    Delete
                  </button>
                </>
              )
            : undefined
        }
      />
      {data && rows.length === 0 && <p className="table-empty">{filtered ? "No articles match these filters." : "No articles on this page."}</p>}
      <Paginator total={data?.articles.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
      {confirmDialog}
    </AdminPage>
  );
}

interface ArticleTextsProps {
  article: ArticleRow;
  disabled: boolean;
  save: Save;
}

/** The title, marked when it is not published yet, and under it the summary, each edited in place. */
function ArticleTexts({ article, disabled, save }: ArticleTextsProps) {
  const unpublished = UNPUBLISHED_LABELS[article.status];
  return (
    <>
      {unpublished && <span className="article-status-badge">{unpublished}</span>}
      <div className="article-title">
        <InlineEdit
          value={article.title}
          label={`title of article ${article.id}`}
          disabled={disabled}
          onCommit={(title) => save(AdminUpdateArticleDocument, { id: article.id, input: { title } }, { failure: "Could not rename the article", done: "Title saved." })}
        />
      </div>
      <div className="article-summary-text">
        <InlineEdit
          value={article.summary}
          label={`summary of article ${article.id}`}
          multiline
          disabled={disabled}
          onCommit={(summary) => save(AdminUpdateArticleDocument, { id: article.id, input: { summary } }, { failure: `Could not change the summary of “${article.title}”`, done: "Summary saved." })}
        />
      </div>
    </>
  );
}
