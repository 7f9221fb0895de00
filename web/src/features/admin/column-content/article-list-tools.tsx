import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { useLocation } from "react-router-dom";
import {
  AdminArticleListTagsDocument,
  AdminDeleteArticlesDocument,
  AdminPublishArticlesDocument,
  AdminTagArticlesDocument,
  AdminUnpublishArticlesDocument,
  type ArticleStatus,
} from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useToast } from "../../../lib/toast";
import { useConfirm } from "../../../lib/ui/confirm-dialog";
import type { Save } from "../shared/use-save";
import type { FocusSearchState } from "../shell/use-keyboard-shortcuts";
import { useT, type AdminMessageId } from "../../../i18n/admin";

/** What the article list shows: every article, or those in one state, with one tag, or with a title like the search. */
export interface ArticleFilters {
  status?: ArticleStatus;
  tag?: string;
  search?: string;
}

const STATUS_CHOICES: { value: ArticleStatus | ""; label: AdminMessageId }[] = [
  { value: "", label: "admin.articles.filter.anyState" },
  { value: "DRAFT", label: "admin.articles.filter.drafts" },
  { value: "SCHEDULED", label: "admin.articles.filter.scheduled" },
  { value: "PUBLISHED", label: "admin.articles.filter.published" },
];

interface ArticleListToolsProps {
  filters: ArticleFilters;
  onFilters(filters: ArticleFilters): void;
  /** The ticked rows on the page: what the bulk actions act on. */
  ticked: readonly { id: number }[];
  save: Save;
  canEdit: boolean;
}

/**
 * Above the article table: filters by state and tag and a title search, and the bulk actions on the ticked
 * rows (publish, unpublish, add a tag, delete), each one request for all of them.
 */
export function ArticleListTools({ filters, onFilters, ticked, save, canEdit }: ArticleListToolsProps) {
  const toast = useToast();
  const t = useT();
  const { confirm, confirmDialog } = useConfirm();
  const { data } = useQuery(AdminArticleListTagsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  const tags = data?.tags ?? [];
  const [search, setSearch] = useState(filters.search ?? "");
  // Arrived by the "/" shortcut: the search box takes the focus.
  const focusSearch = (useLocation().state as FocusSearchState | null)?.focusSearch === true;
  const [tagToAdd, setTagToAdd] = useState("");
  const ids = ticked.map((row) => row.id);
  const count = ids.length;
  const idle = !canEdit || ids.length === 0;

  const run = async (done: string, action: () => Promise<boolean>) => {
    if (await action()) toast(done, "success");
  };
  const removeTicked = async () => {
    const yes = await confirm({ title: t("admin.articles.bulk.deleteTitle", { count }), message: t("admin.articles.bulk.deleteMessage"), confirmLabel: t("admin.common.delete") });
    if (yes) await run(t("admin.articles.bulk.deleted", { count }), () => save(AdminDeleteArticlesDocument, { ids }));
  };

  return (
    <div className="article-list-tools">
      <form
        className="article-filters"
        role="search"
        aria-label={t("admin.articles.filter.label")}
        onSubmit={(event) => {
          event.preventDefault();
          onFilters({ ...filters, search: search.trim() || undefined });
        }}
      >
        <label>
          <span className="visually-hidden">{t("admin.articles.filter.state")}</span>
          <select value={filters.status ?? ""} onChange={(event) => onFilters({ ...filters, status: (event.target.value || undefined) as ArticleStatus | undefined })}>
            {STATUS_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {t(choice.label)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="visually-hidden">{t("admin.articles.filter.tag")}</span>
          <select value={filters.tag ?? ""} onChange={(event) => onFilters({ ...filters, tag: event.target.value || undefined })}>
            <option value="">{t("admin.articles.filter.anyTag")}</option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.slug}>
                {tag.name}
              </option>
            ))}
          </select>
        </label>
        <input type="search" aria-label={t("admin.articles.filter.search")} placeholder={t("admin.articles.filter.search")} autoFocus={focusSearch} value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
        <button type="submit" className="button-plain">
          {t("admin.articles.filter.submit")}
        </button>
      </form>
      {/* The bulk actions only change things: a view-only user has no use for them. */}
      {canEdit && (
        <div className="article-bulk" role="group" aria-label={t("admin.articles.bulk.label")}>
          <span className="article-bulk-count">{ids.length === 0 ? t("admin.articles.bulk.none") : t("admin.articles.bulk.ticked", { count })}</span>
          <button type="button" className="button-plain" disabled={idle} onClick={() => void run(t("admin.articles.bulk.published", { count }), () => save(AdminPublishArticlesDocument, { ids }))}>
            {t("admin.articles.bulk.publish")}
          </button>
          <button type="button" className="button-plain" disabled={idle} onClick={() => void run(t("admin.articles.bulk.unpublished", { count }), () => save(AdminUnpublishArticlesDocument, { ids }))}>
            {t("admin.articles.bulk.unpublish")}
          </button>
          <label>
            <span className="visually-hidden">{t("admin.articles.bulk.tagToAdd")}</span>
            <select value={tagToAdd} disabled={idle} onChange={(event) => setTagToAdd(event.target.value)}>
              <option value="">{t("admin.articles.bulk.chooseTag")}</option>
              {tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button-plain"
            disabled={idle || tagToAdd === ""}
            onClick={() => void run(t("admin.articles.bulk.tagged", { count }), () => save(AdminTagArticlesDocument, { ids, tagId: Number(tagToAdd) }))}
          >
            {t("admin.tags.add")}
          </button>
          <button type="button" className="button-plain row-delete" disabled={idle} onClick={() => void removeTicked()}>
            {t("admin.common.delete")}
          </button>
        </div>
      )}
      {confirmDialog}
    </div>
  );
}
