import type { ReactNode } from "react";

/** What a field's control takes to be tied to its label, hint and error. */
export interface CommentControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

interface CommentFieldProps {
  /** The control's id; its hint's and error's ids are made from it. */
  id: string;
  label: ReactNode;
  /** What is wrong with the value, from the form's own check or the server's refusal; read before the hint. */
  error?: string | null;
  hint?: ReactNode;
  children(control: CommentControlProps): ReactNode;
}

/**
 * A labelled field of the comment forms (a comment, an edit, a removal request), with its hint and error under
 * the control and tied to it. The caller renders the control with the props this hands it.
 */
export function CommentField({ id, label, error, hint, children }: CommentFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="comment-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      {hint && (
        <p className="comment-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="comment-field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
