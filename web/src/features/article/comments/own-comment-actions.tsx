import { useEffect, useId, useRef, useState } from "react";
import { useMutation } from "@apollo/client/react";
import { CommentThreadDocument, DeleteMyCommentDocument, type MyCommentFieldsFragment } from "../../../gql/article/graphql";
import { errorCode, errorMessage } from "../../../lib/error-message";
import { useFormat } from "../../../i18n/format";
import { useT } from "../../../i18n/i18n";

/** setTimeout's longest wait; a window further away is looked at again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether a comment's edit window (the server's `editableUntil`) is still open, turning false when it closes.
 * The server decides in the end: this only keeps the page from offering what it would refuse.
 */
export function useEditWindow(editableUntil: string): boolean {
  const until = Date.parse(editableUntil);
  const [now, setNow] = useState(() => Date.now());
  const open = until > now;
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(until - Date.now(), 0), LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [open, until, now]);
  return open;
}

interface OwnCommentActionsProps {
  comment: MyCommentFieldsFragment;
  articleId: number;
  onEdit(): void;
  /** Told once the server has deleted it. */
  onDeleted(): void;
}

/**
 * Edit and Delete under a comment this browser wrote, while its edit window is open; Delete asks first. A
 * refusal (the window closed meanwhile, or the cookie is gone) is said in the reader's language, and the
 * buttons go.
 */
export function OwnCommentActions({ comment, articleId, onEdit, onDeleted }: OwnCommentActionsProps) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const open = useEditWindow(comment.editableUntil);
  const [refused, setRefused] = useState<{ message: string; final: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteComment, { loading: deleting }] = useMutation(DeleteMyCommentDocument, {
    refetchQueries: [{ query: CommentThreadDocument, variables: { articleId }, context: { fetchOptions: { cache: "no-cache" } } }, "MyComments"],
    awaitRefetchQueries: true,
  });
  const keep = useRef<HTMLButtonElement>(null);
  const del = useRef<HTMLButtonElement>(null);
  const error = useRef<HTMLParagraphElement>(null);
  // Where the reader is taken as the question opens and closes: into it on its safe answer, then back.
  const [focus, setFocus] = useState<"keep" | "delete" | "error" | null>(null);
  useEffect(() => {
    if (focus) ({ keep, delete: del, error })[focus].current?.focus();
  }, [focus]);

  const ask = () => {
    setRefused(null);
    setConfirming(true);
    setFocus("keep");
  };
  const cancel = () => {
    setConfirming(false);
    setFocus("delete");
  };
  const confirm = async () => {
    try {
      await deleteComment({ variables: { id: comment.id } });
      onDeleted();
    } catch (failure) {
      // FORBIDDEN: the window closed, or this browser no longer holds the comment; trying again will not help.
      setRefused({ message: errorMessage(failure, t), final: errorCode(failure) === "FORBIDDEN" });
      setConfirming(false);
      setFocus("error");
    }
  };

  const usable = open && !refused?.final;
  if (!usable && !refused) return null;
  const hintId = `${id}-until`;
  const questionId = `${id}-question`;
  return (
    <>
      {usable && !confirming && (
        <>
          <button type="button" className="comment-action-button comment-edit-button" onClick={onEdit} aria-describedby={hintId}>
            {t("comments.edit")}
          </button>
          <button type="button" ref={del} className="comment-action-button" onClick={ask} aria-describedby={hintId}>
            {t("comments.delete")}
          </button>
          <span className="comment-action-hint" id={hintId}>
            {t("comments.editableUntil", { time: format.time(comment.editableUntil) })}
          </span>
        </>
      )}
      {usable && confirming && (
        <div className="comment-confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId}>{t("comments.delete.question")}</p>
          <button type="button" ref={keep} className="button button-secondary" onClick={cancel} disabled={deleting}>
            {t("comments.delete.keep")}
          </button>
          <button type="button" className="button comment-delete-confirm" onClick={confirm} disabled={deleting} aria-busy={deleting}>
            {deleting && <span className="spinner" aria-hidden="true" />}
            {t("comments.delete.confirm")}
          </button>
        </div>
      )}
      {refused && (
        <p className="comment-form-error comment-action-error" role="alert" ref={error} tabIndex={-1}>
          {refused.message}
        </p>
      )}
    </>
  );
}
