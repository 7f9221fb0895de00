import type { ArticleStatus } from "../../../gql/admin/graphql";
import { useT } from "../../../i18n/admin";

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
  const t = useT();
  return (
    <div className="article-form-bar">
      <p className="article-form-status" role="status" title={saveState}>
        {saveState}
      </p>
      {canEdit ? (
        <button type="button" className="button-plain" disabled={!can.preview} onClick={() => void on.preview()}>
          {t("admin.editor.preview")}<span className="visually-hidden"> {t("admin.editor.previewHint")}</span>
        </button>
      ) : (
        // A view-only user makes no preview links; signed in, the article's own page shows it, drafts too.
        exists && (
          <a className="button-plain" href={`/detail?id=${articleId}`} target="_blank" rel="noopener">
            {t("admin.editor.preview")}<span className="visually-hidden"> {t("admin.editor.previewSavedHint")}</span>
          </a>
        )
      )}
      {exists && canEdit && (
        <button type="button" className="button-plain" disabled={!can.share} onClick={() => void on.share()}>
          {t("admin.editor.share")}<span className="visually-hidden"> {t("admin.editor.shareHint")}</span>
        </button>
      )}
      {exists && (
        <button type="button" className="button-plain" onClick={() => void on.history()}>
          {t("admin.editor.history")}
        </button>
      )}
      {exists && canEdit && status !== "DRAFT" && can.discard && (
        <button type="button" className="button-plain" disabled={busy} onClick={() => void on.discard()}>
          {t("admin.editor.discard")}<span className="visually-hidden"> {t("admin.editor.discardHint")}</span>
        </button>
      )}
      <button type="submit" className="button-plain" disabled={!canEdit || busy || !can.save} aria-keyshortcuts="Control+S Meta+S">
        {status === "DRAFT" ? t("admin.editor.saveDraft") : t("admin.editor.update")}
      </button>
      {status === "DRAFT" ? (
        <button type="button" className="button-primary" disabled={!canEdit || busy} onClick={() => void on.publish()}>
          {schedules ? t("admin.editor.schedule") : t("admin.articles.bulk.publish")}
        </button>
      ) : (
        <button type="button" className="button-plain" disabled={!canEdit || busy || !exists} onClick={() => void on.unpublish()}>
          {t("admin.articles.bulk.unpublish")}
        </button>
      )}
    </div>
  );
}
