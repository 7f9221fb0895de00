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
import { useFormat, useT, type AdminMessageId } from "../../../i18n/admin";

type ArticleRow = AdminColumnArticlesQuery["articles"]["items"][number];

/** Published is how an article normally stands; the others are named beside its title. */
const UNPUBLISHED_LABELS: Partial<Record<ArticleRow["status"], AdminMessageId>> = { DRAFT: "admin.articles.status.draft", SCHEDULED: "admin.articles.status.scheduled" };

/**
 * One page of a column's articles, paged on the server, with inline edits of sid, title and summary; the
 * editor writes new articles and edits whole ones, and a row can be deleted after a confirmation.
 */
export function ArticlesTable({ column }: { column: AdminColumnQuery["column"] }) {
  const canEdit = useCanEdit();
  const t = useT();
  const format = useFormat();
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
    ask: (article: ArticleRow) => ({ title: t("admin.articles.deleteTitle"), message: t("admin.articles.deleteMessage", { title: article.title }) }),
    done: t("admin.articles.deleted"),
  });

  return (
    <AdminPage
      title={column.name}
      busy={loading || saving}
      aside={
        <div className="admin-page-actions">
          {canEdit && (
            <Link className="button-primary" to={`${ARTICLE_EDITOR_PATH}?column=${column.id}`}>
              {t("admin.articles.new")}
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
          { header: t("admin.articles.texts"), className: "col-texts", cell: (article) => <ArticleTexts article={article} disabled={!canEdit} save={save} /> },
          { header: t("admin.articles.created"), className: "col-time", cell: (article) => format.dateTime(article.createTime) },
          { header: t("admin.articles.views"), className: "col-number", cell: (article) => format.number(article.hits) },
        ]}
        actions={
          canEdit
            ? (article) => (
                <>
                  <Link className="button-plain" to={`${ARTICLE_EDITOR_PATH}?id=${article.id}`} aria-label={t("admin.tags.editRow", { name: article.title })}>
                    {t("admin.common.edit")}
                  </Link>
                  <button type="button" className="button-plain row-delete" aria-label={t("admin.columns.deleteRow", { name: article.title })} onClick={() => void remove(article)}>
                    {t("admin.common.delete")}
                  </button>
                </>
              )
            : undefined
        }
      />
      {data && rows.length === 0 && <p className="table-empty">{filtered ? t("admin.articles.noMatch") : t("admin.articles.emptyPage")}</p>}
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
  const t = useT();
  const unpublished = UNPUBLISHED_LABELS[article.status];
  return (
    <>
      {unpublished && <span className="article-status-badge">{t(unpublished)}</span>}
      <div className="article-title">
        <InlineEdit
          value={article.title}
          label={t("admin.articles.titleOf", { id: article.id })}
          disabled={disabled}
          onCommit={(title) => save(AdminUpdateArticleDocument, { id: article.id, input: { title } }, { failure: t("admin.articles.renameFailed"), done: t("admin.articles.titleSaved") })}
        />
      </div>
      <div className="article-summary-text">
        <InlineEdit
          value={article.summary}
          label={t("admin.articles.summaryOf", { id: article.id })}
          multiline
          disabled={disabled}
          onCommit={(summary) => save(AdminUpdateArticleDocument, { id: article.id, input: { summary } }, { failure: t("admin.articles.summaryFailed", { title: article.title }), done: t("admin.articles.summarySaved") })}
        />
      </div>
    </>
  );
}
