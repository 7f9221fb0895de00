import { useEffect, useId, useRef, type FormEvent } from "react";
import type { Language } from "../../../gql/article/graphql";
import { useT } from "../../../i18n/i18n";
import { CommentField } from "./comment-field";
import { COMMENT_MAX_LENGTH, NAME_MAX_LENGTH, type CommentField as Field } from "./comment-fields";
import { useCommentForm, type EditedComment, type SavedEdit } from "./use-comment-form";

interface CommentFormProps {
  articleId: number;
  language?: Language;
  /** The comment it answers; a comment on the article when omitted. */
  parentId?: number;
  /** The name it answers, for the heading of a reply form. */
  replyTo?: string;
  /** One of this browser's comments, whose text the form changes instead of posting a new one. */
  editing?: EditedComment;
  onCancel?: () => void;
  /** Told the thread's id once a comment is saved, shown or waiting. */
  onPosted?: (threadId: number) => void;
  /** Told the comment as saved once an edit is. */
  onSaved?: (saved: SavedEdit) => void;
}

/**
 * Post a comment or a reply: name, optional e-mail and reply notices, the text; the proof of work runs unseen
 * from the moment the form opens. Or change the text of one of this browser's comments: the same text field,
 * the rest stays as posted.
 */
export function CommentForm({ articleId, language, parentId, replyTo, editing, onCancel, onPosted, onSaved }: CommentFormProps) {
  const { values, change, start, submit, problem, posted, submitting } = useCommentForm({ articleId, parentId, language, editing, onPosted, onSaved });
  const t = useT();
  const id = useId();
  const inputs = {
    authorName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    body: useRef<HTMLTextAreaElement>(null),
  };
  // The form opens at a reader's request: they go straight to its first field, and the proof of work starts.
  const first = editing ? inputs.body : inputs.authorName;
  useEffect(() => first.current?.focus(), [first]);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = await submit();
    if (found?.field) inputs[found.field].current?.focus();
  };
  const errorOf = (field: Field) => (problem?.field === field ? problem.message : null);
  const headingId = `${id}-heading`;
  const heading = editing ? t("comments.edit.heading") : replyTo ? t("comments.form.replyTo", { name: replyTo }) : t("comments.form.heading");
  return (
    <form className={editing ? "comment-form comment-edit-form" : "comment-form"} onSubmit={send} onFocus={start} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {!editing && (
        <div className="comment-form-row">
          <CommentField id={`${id}-name`} label={t("comments.name")} error={errorOf("authorName")}>
            {(control) => (
              <input
                {...control}
                ref={inputs.authorName}
                value={values.authorName}
                onChange={(event) => change("authorName", event.target.value)}
                maxLength={NAME_MAX_LENGTH}
                autoComplete="name"
                aria-required="true"
              />
            )}
          </CommentField>
          <CommentField
            id={`${id}-email`}
            label={
              <>
                {t("comments.email")} <span className="comment-optional">{t("comments.emailHint")}</span>
              </>
            }
            error={errorOf("email")}
          >
            {(control) => (
              <input {...control} ref={inputs.email} type="email" value={values.email} onChange={(event) => change("email", event.target.value)} autoComplete="email" />
            )}
          </CommentField>
        </div>
      )}
      <CommentField id={`${id}-body`} label={t("comments.body")} error={errorOf("body")} hint={t("comments.markdown")}>
        {(control) => (
          <textarea
            {...control}
            ref={inputs.body}
            value={values.body}
            onChange={(event) => change("body", event.target.value)}
            maxLength={COMMENT_MAX_LENGTH}
            rows={5}
            aria-required="true"
          />
        )}
      </CommentField>
      {!editing && (
        <>
          {/* The honeypot: out of sight and out of the tab order, so only a form filler fills it in. */}
          <div className="comment-honeypot" aria-hidden="true">
            <label htmlFor={`${id}-website`}>{t("common.honeypot")}</label>
            <input id={`${id}-website`} tabIndex={-1} autoComplete="off" value={values.website} onChange={(event) => change("website", event.target.value)} />
          </div>
          <label className="comment-notify">
            <input type="checkbox" checked={values.notifyReplies} onChange={(event) => change("notifyReplies", event.target.checked)} />
            {t("comments.notify")}
          </label>
        </>
      )}
      {problem && !problem.field && (
        <p className="comment-form-error" role="alert">
          {problem.message}
        </p>
      )}
      {!editing && (
        <div role="status" className="comment-posted">
          {posted === "waiting" && t("comments.posted.waiting")}
          {posted === "shown" && t("comments.posted.shown")}
        </div>
      )}
      <div className="comment-form-actions">
        <button type="submit" className="button" disabled={submitting} aria-busy={submitting}>
          {submitting && <span className="spinner" aria-hidden="true" />}
          {editing ? t("comments.edit.save") : parentId ? t("comments.submitReply") : t("comments.submit")}
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t("comments.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}
