import { useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import {
  AdminArticleRevisionDocument,
  AdminArticleRevisionsDocument,
  AdminRestoreRevisionDocument,
  type AdminArticleFieldsFragment,
  type AdminArticleRevisionsQuery,
  type ArticleRevisionKind,
} from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { ModalDialog } from "../../../lib/ui/modal-dialog";
import { useFormMutation } from "../shared/use-form-mutation";
import { diffText, readableText, type DiffPart } from "./text-diff";
import { useFormat, useT, type AdminMessageId } from "../../../i18n/admin";

type Revision = AdminArticleRevisionsQuery["articleRevisions"][number];

const KIND_LABELS: Record<ArticleRevisionKind, AdminMessageId> = { AUTOSAVE: "admin.history.kind.autosave", SAVE: "admin.history.kind.save", RESTORE: "admin.history.kind.restore" };

interface ArticleHistoryProps {
  articleId: number;
  /** The title and body in the editor now: what each revision is compared with. */
  current: { title: string; content: string };
  canRestore: boolean;
  /** A revision was brought back into the working copy: the article as it now stands. */
  onRestored(article: AdminArticleFieldsFragment, revision: Revision): void;
  onClose(): void;
}

function sizeLabel(bytes: number): string {
  return bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`;
}

/** One revision in the list: when, how, who, and how long the body was. */
function RevisionSummary({ revision, older }: { revision: Revision; older?: Revision }) {
  const change = older ? revision.wordCount - older.wordCount : 0;
  const t = useT();
  const format = useFormat();
  return (
    <>
      <span className="revision-when">{format.dateTime(revision.savedAt)}</span>
      <span className="revision-meta">
        {t(KIND_LABELS[revision.kind])} · {revision.authorName ?? t("admin.history.formerUser")}
      </span>
      <span className="revision-meta">
        {t("admin.editor.words", { count: revision.wordCount })}
        {change !== 0 && ` (${change > 0 ? "+" : "−"}${Math.abs(change)})`} · {sizeLabel(revision.size)}
      </span>
    </>
  );
}

/** Text with what only the revision has struck through and what only the editor has underlined. */
function Comparison({ parts }: { parts: DiffPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.change === "added" ? <ins key={index}>{part.text}</ins> : part.change === "removed" ? <del key={index}>{part.text}</del> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

/**
 * The article's history: its revisions, newest first, each compared word by word with the text in the editor,
 * and brought back with one more click. Opening it picks the revision before the latest, the usual way back.
 */
export function ArticleHistory({ articleId, current, canRestore, onRestored, onClose }: ArticleHistoryProps) {
  const t = useT();
  const format = useFormat();
  const list = useQuery(AdminArticleRevisionsDocument, { variables: { articleId }, context: ADMIN_CONTEXT, fetchPolicy: "network-only" });
  const revisions = list.data?.articleRevisions ?? [];
  const [picked, setPicked] = useState<number>();
  const chosenId = picked ?? revisions[1]?.id ?? revisions[0]?.id;
  const chosen = revisions.find((revision) => revision.id === chosenId);
  const body = useQuery(AdminArticleRevisionDocument, { variables: { id: chosenId ?? 0 }, skip: chosenId === undefined, context: ADMIN_CONTEXT });
  const revision = body.data?.articleRevision.id === chosenId ? body.data?.articleRevision : undefined;
  const comparison = useMemo(
    () => revision && { title: diffText(revision.title, current.title), body: diffText(readableText(revision.content), readableText(current.content)) },
    [revision, current.title, current.content],
  );
  const unchanged = comparison && [...comparison.title, ...comparison.body].every((part) => part.change === "same");
  const { run, busy } = useFormMutation([] as const);

  const restore = async () => {
    if (!chosen) return;
    const restored = (await run(AdminRestoreRevisionDocument, { id: chosen.id }))?.restoreArticleRevision;
    if (restored) onRestored(restored, chosen);
  };

  return (
    <ModalDialog title={t("admin.editor.history")} onClose={onClose}>
      <div className="article-history">
        {list.loading && <p role="status">{t("admin.history.loading")}</p>}
        {list.error && <p className="form-field-error">{t("admin.history.loadFailed", { message: list.error.message })}</p>}
        {!list.loading && revisions.length === 0 && <p>{t("admin.history.empty")}</p>}
        {revisions.length > 0 && (
          <ol className="revision-list" aria-label={t("admin.history.list")}>
            {revisions.map((item, index) => (
              <li key={item.id}>
                <button type="button" className="revision-pick" aria-pressed={item.id === chosenId} onClick={() => setPicked(item.id)}>
                  <RevisionSummary revision={item} older={revisions[index + 1]} />
                </button>
              </li>
            ))}
          </ol>
        )}
        {chosen && (
          <section className="revision-comparison" aria-label={t("admin.history.comparison", { time: format.dateTime(chosen.savedAt) })}>
            <p className="revision-legend">
              {t("admin.history.legendStart")} <del>{t("admin.history.struck")}</del> {t("admin.history.legendMiddle")} <ins>{t("admin.history.underlined")}</ins> {t("admin.history.legendEnd")}
            </p>
            {!comparison ? (
              <p role="status">{t("admin.history.loadingRevision")}</p>
            ) : unchanged ? (
              <p>{t("admin.history.same")}</p>
            ) : (
              <>
                <h3 className="revision-title">
                  <Comparison parts={comparison.title} />
                </h3>
                <div className="revision-body">
                  <Comparison parts={comparison.body} />
                </div>
              </>
            )}
          </section>
        )}
      </div>
      <div className="modal-actions">
        <button type="button" className="button-plain" onClick={onClose}>
          {t("admin.common.close")}
        </button>
        {canRestore && (
          <button type="button" className="button-primary" disabled={!chosen || busy || unchanged !== false} onClick={() => void restore()}>
            {busy ? t("admin.history.restoring") : t("admin.history.restore")}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
