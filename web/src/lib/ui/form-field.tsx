import { useEffect, useId, type ReactNode } from "react";
import "./form.css";

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}

interface FormFieldProps {
  label: string;
  /** What is wrong with the value, from the form's own check or the server's BAD_USER_INPUT. */
  error?: string;
  hint?: string;
  required?: boolean;
  children(control: FieldControlProps): ReactNode;
}

/**
 * A labelled form field with an optional hint and error under it. The control is rendered by the caller with
 * the ids this hands it, so any input, select or textarea can sit inside. A new error takes the focus there,
 * so a keyboard or screen-reader user lands on what needs fixing; with several, the first one keeps it.
 */
export function FormField({ label, error, hint, required = false, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  useEffect(() => {
    if (error && !document.activeElement?.closest(".form-field-invalid")) document.getElementById(id)?.focus();
  }, [error, id]);
  return (
    <div className={error ? "form-field form-field-invalid" : "form-field"}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="form-field-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
        "aria-required": required || undefined,
      })}
      {hint && (
        <small id={hintId} className="form-field-hint">
          {hint}
        </small>
      )}
      {error && (
        <p id={errorId} className="form-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
