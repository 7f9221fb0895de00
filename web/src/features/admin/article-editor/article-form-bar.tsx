import type { ArticleStatus } from "../../../gql/admin/graphql";

interface ArticleFormBarProps {
  /** What the bar says about saving (describeSaveState). */
  saveState: string;
  /** Undefined until the article exists. */
  articleId?: number;
  status: ArticleStatus;
  canEdit: boolean;
  /** A save, publish or unpublish is on its way. */
  busy: boolean;
  /** Which actions make sense now: something to preview, no link being made, something to save, changes to discard. */
  can: { preview: boolean; share: boolean; save: boolean; discard: boolean };
  /** The publish time is in the future: Publish schedules. */
  schedules: boolean;
  on: Record<"preview" | "share" | "history" | "discard" | "publish" | "unpublish", () => unknown>;
}

/**
 * The editor's bar: the save state, then Preview, Share preview, History, Discard changes, Save draft or
 * Update (the form's submit button, Ctrl+S), and Publish or Unpublish.
 */
export function ArticleFormBar({ saveState, articleId, status, canEdit, busy, can, schedules, on }: ArticleFormBarProps) {
  const exists = articleId !== undefined;
  return (
    <div className="article-form-bar">
      <p className="article-form-status" role="status" title={saveState}>
        {saveState}
      </p>
      {canEdit ? (
        <button type="button" className="button-plain" disabled={!can.preview} onClick={() => void on.preview()}>
          Preview<span className="visually-hidden"> as it is being written (opens in a new tab)</span>
        </button>
      ) : (
        // A view-only user makes no preview links; signed in, the article's own page shows it, drafts too.
        exists && (
          <a className="button-plain" href={`/detail?id=${articleId}`} target="_blank" rel="noopener">
            Preview<span className="visually-hidden"> the saved article (opens in a new tab)</span>
          </a>
        )
      )}
      {exists && canEdit && (
        <button type="button" className="button-plain" disabled={!can.share} onClick={() => void on.share()}>
          Share<span className="visually-hidden"> preview</span>
        </button>
      )}
      {exists && (
        <button type="button" className="button-plain" onClick={() => void on.history()}>
          History
        </button>
      )}
      {exists && canEdit && status !== "DRAFT" && can.discard && (
        <button type="button" className="button-plain" disabled={busy} onClick={() => void on.discard()}>
          Discard<span className="visually-hidden"> changes</span>
        </button>
      )}
      <button type="submit" className="button-plain" disabled={!canEdit || busy || !can.save} aria-keyshortcuts="Control+S Meta+S">
        {status === "DRAFT" ? "Save draft" : "Update"}
      </button>
      {status === "DRAFT" ? (
        <button type="button" className="button-primary" disabled={!canEdit || busy} onClick={() => void on.publish()}>
          {schedules ? "Schedule" : "Publish"}
        </button>
      ) : (
        <button type="button" className="button-plain" disabled={!canEdit || busy || !exists} onClick={() => void on.unpublish()}>
          Unpublish
        </button>
      )}
    </div>
  );
}
