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

/** What the article list shows: every article, or those in one state, with one tag, or with a title like the search. */
export interface ArticleFilters {
  status?: ArticleStatus;
  tag?: string;
  search?: string;
}

const STATUS_CHOICES: { value: ArticleStatus | ""; label: string }[] = [
  { value: "", label: "Any state" },
  { value: "DRAFT", label: "Drafts" },
  { value: "SCHEDULED", label: "Scheduled" },
  { value: "PUBLISHED", label: "Published" },
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
  const { confirm, confirmDialog } = useConfirm();
  const { data } = useQuery(AdminArticleListTagsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  const tags = data?.tags ?? [];
  const [search, setSearch] = useState(filters.search ?? "");
  // Arrived by the "/" shortcut: the search box takes the focus.
  const focusSearch = (useLocation().state as FocusSearchState | null)?.focusSearch === true;
  const [tagToAdd, setTagToAdd] = useState("");
  const ids = ticked.map((row) => row.id);
  const count = ids.length === 1 ? "1 article" : `${ids.length} articles`;
  const idle = !canEdit || ids.length === 0;

  const run = async (done: string, action: () => Promise<boolean>) => {
    if (await action()) toast(done, "success");
  };
  const removeTicked = async () => {
    const yes = await confirm({ title: `Delete ${count}?`, message: "They will be removed from the site for good, with their view counts.", confirmLabel: "Delete" });
    if (yes) await run(`${count} deleted.`, () => save(AdminDeleteArticlesDocument, { ids }));
  };

  return (
    <div className="article-list-tools">
      <form
        className="article-filters"
        role="search"
        aria-label="Filter the articles"
        onSubmit={(event) => {
          event.preventDefault();
          onFilters({ ...filters, search: search.trim() || undefined });
        }}
      >
        <label>
          <span className="visually-hidden">State</span>
          <select value={filters.status ?? ""} onChange={(event) => onFilters({ ...filters, status: (event.target.value || undefined) as ArticleStatus | undefined })}>
            {STATUS_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="visually-hidden">Tag</span>
          <select value={filters.tag ?? ""} onChange={(event) => onFilters({ ...filters, tag: event.target.value || undefined })}>
            <option value="">Any tag</option>
            {tags.map((tag) => (
              <option key={tag.id} value={tag.slug}>
                {tag.name}
              </option>
            ))}
          </select>
        </label>
        <input type="search" aria-label="Search titles" placeholder="Search titles" autoFocus={focusSearch} value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
        <button type="submit" className="button-plain">
          Search
        </button>
      </form>
      {/* The bulk actions only change things: a view-only user has no use for them. */}
      {canEdit && (
        <div className="article-bulk" role="group" aria-label="Ticked articles">
          <span className="article-bulk-count">{ids.length === 0 ? "Tick articles to act on them" : `${count} ticked`}</span>
          <button type="button" className="button-plain" disabled={idle} onClick={() => void run(`${count} published.`, () => save(AdminPublishArticlesDocument, { ids }))}>
            Publish
          </button>
          <button type="button" className="button-plain" disabled={idle} onClick={() => void run(`${count} returned to the drafts.`, () => save(AdminUnpublishArticlesDocument, { ids }))}>
            Unpublish
          </button>
          <label>
            <span className="visually-hidden">Tag to add</span>
            <select value={tagToAdd} disabled={idle} onChange={(event) => setTagToAdd(event.target.value)}>
              <option value="">Add a tag…</option>
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
            onClick={() => void run(`Tag added to ${count}.`, () => save(AdminTagArticlesDocument, { ids, tagId: Number(tagToAdd) }))}
          >
            Add tag
          </button>
          <button type="button" className="button-plain row-delete" disabled={idle} onClick={() => void removeTicked()}>
            Delete
          </button>
        </div>
      )}
      {confirmDialog}
    </div>
  );
}
