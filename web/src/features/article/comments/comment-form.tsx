import { useEffect, useId, useRef, type FormEvent } from "react";
import type { Language } from "../../../gql/article/graphql";
import { useT } from "../../../i18n/i18n";
import { COMMENT_MAX_LENGTH, NAME_MAX_LENGTH, type CommentField } from "./comment-fields";
import { useCommentForm } from "./use-comment-form";

interface CommentFormProps {
  articleId: number;
  language?: Language;
  /** The comment it answers; a comment on the article when omitted. */
  parentId?: number;
  /** The name it answers, for the heading of a reply form. */
  replyTo?: string;
  onCancel?: () => void;
  /** Told the thread's id once a comment is saved, shown or waiting. */
  onPosted?: (threadId: number) => void;
}

/**
 * Post a comment or a reply: name, optional e-mail and reply notices, the text; the proof of work runs unseen
 * from the moment the form opens.
 */
export function CommentForm({ articleId, language, parentId, replyTo, onCancel, onPosted }: CommentFormProps) {
  const { values, change, start, submit, problem, posted, submitting } = useCommentForm({ articleId, parentId, language, onPosted });
  const t = useT();
  const id = useId();
  const inputs = {
    authorName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    body: useRef<HTMLTextAreaElement>(null),
  };
  // The form opens at a reader's request: they go straight to its first field, and the proof of work starts.
  useEffect(() => inputs.authorName.current?.focus(), [inputs.authorName]);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = await submit();
    if (found?.field) inputs[found.field].current?.focus();
  };
  const invalid = (field: CommentField) => problem?.field === field;
  const errorId = (field: CommentField) => `${id}-${field}-error`;
  const described = (field: CommentField, ...others: string[]) => [invalid(field) ? errorId(field) : "", ...others].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: CommentField) =>
    invalid(field) && (
      <p className="comment-field-error" id={errorId(field)} role="alert">
        {problem?.message}
      </p>
    );
  const headingId = `${id}-heading`;
  return (
    <form className="comment-form" onSubmit={send} onFocus={start} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>{replyTo ? t("comments.form.replyTo", { name: replyTo }) : t("comments.form.heading")}</h3>
      <div className="comment-form-row">
        <div className="comment-field">
          <label htmlFor={`${id}-name`}>{t("comments.name")}</label>
          <input
            id={`${id}-name`}
            ref={inputs.authorName}
            value={values.authorName}
            onChange={(event) => change("authorName", event.target.value)}
            maxLength={NAME_MAX_LENGTH}
            autoComplete="name"
            aria-required="true"
            aria-invalid={invalid("authorName")}
            aria-describedby={described("authorName")}
          />
          {fieldError("authorName")}
        </div>
        <div className="comment-field">
          <label htmlFor={`${id}-email`}>
            {t("comments.email")} <span className="comment-optional">{t("comments.emailHint")}</span>
          </label>
          <input
            id={`${id}-email`}
            ref={inputs.email}
            type="email"
            value={values.email}
            onChange={(event) => change("email", event.target.value)}
            autoComplete="email"
            aria-invalid={invalid("email")}
            aria-describedby={described("email")}
          />
          {fieldError("email")}
        </div>
      </div>
      <div className="comment-field">
        <label htmlFor={`${id}-body`}>{t("comments.body")}</label>
        <textarea
          id={`${id}-body`}
          ref={inputs.body}
          value={values.body}
          onChange={(event) => change("body", event.target.value)}
          maxLength={COMMENT_MAX_LENGTH}
          rows={5}
          aria-required="true"
          aria-invalid={invalid("body")}
          aria-describedby={described("body", `${id}-markdown`)}
        />
        <p className="comment-hint" id={`${id}-markdown`}>
          {t("comments.markdown")}
        </p>
        {fieldError("body")}
      </div>
      {/* The honeypot: out of sight and out of the tab order, so only a form filler fills it in. */}
      <div className="comment-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t("comments.website")}</label>
        <input id={`${id}-website`} tabIndex={-1} autoComplete="off" value={values.website} onChange={(event) => change("website", event.target.value)} />
      </div>
      <label className="comment-notify">
        <input type="checkbox" checked={values.notifyReplies} onChange={(event) => change("notifyReplies", event.target.checked)} />
        {t("comments.notify")}
      </label>
      {problem && !problem.field && (
        <p className="comment-form-error" role="alert">
          {problem.message}
        </p>
      )}
      <div role="status" className="comment-posted">
        {posted === "waiting" && t("comments.posted.waiting")}
        {posted === "shown" && t("comments.posted.shown")}
      </div>
      <div className="comment-form-actions">
        <button type="submit" className="button" disabled={submitting} aria-busy={submitting}>
          {submitting && <span className="spinner" aria-hidden="true" />}
          {parentId ? t("comments.submitReply") : t("comments.submit")}
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
