import { useRef, type FormEvent } from "react";
import { CaptchaButton } from "../../lib/captcha/captcha-button";
import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, type MessageField } from "./message-fields";
import { useMessageForm } from "./use-message-form";
import { useT } from "../../i18n/i18n";

/** Leave a message: name, optional e-mail, the text with a live count, and the captcha. */
export function MessageForm() {
  const { values, change, submit, problem, posted, submitting, captcha } = useMessageForm();
  const t = useT();
  const inputs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    text: useRef<HTMLTextAreaElement>(null),
    code: useRef<HTMLInputElement>(null),
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = await submit();
    if (found?.field) inputs[found.field].current?.focus();
  };

  const invalid = (field: MessageField) => problem?.field === field;
  const errorId = (field: MessageField) => `guestbook-${field}-error`;
  const described = (field: MessageField, ...others: string[]) =>
    [invalid(field) ? errorId(field) : "", ...others].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: MessageField) =>
    invalid(field) && (
      <p className="guestbook-field-error" id={errorId(field)} role="alert">
        {problem?.message}
      </p>
    );
  const fieldClass = (field: MessageField) => `guestbook-field${invalid(field) ? " guestbook-field-invalid" : ""}`;
  /** What every field's control carries: its id, value and change handler, and its error for screen readers. */
  const controlProps = (field: MessageField, ...describedBy: string[]) => ({
    id: `guestbook-${field}`,
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    "aria-invalid": invalid(field),
    "aria-describedby": described(field, ...describedBy),
  });

  return (
    <form className="guestbook-form" onSubmit={send} noValidate aria-labelledby="guestbook-form-heading">
      <h2 id="guestbook-form-heading">{t("guestbook.form.heading")}</h2>
      {/* The captcha and the posting are the page's script: without it, the form says so instead of failing. */}
      <noscript>
        <p className="guestbook-form-error">{t("guestbook.noscript")}</p>
      </noscript>
      <div className={fieldClass("name")}>
        <label htmlFor="guestbook-name">{t("guestbook.name")}</label>
        <input {...controlProps("name")} ref={inputs.name} maxLength={NAME_MAX_LENGTH} autoComplete="name" aria-required="true" />
        {fieldError("name")}
      </div>
      <div className={fieldClass("email")}>
        <label htmlFor="guestbook-email">
          {t("guestbook.email")} <span className="guestbook-optional">{t("guestbook.emailHint")}</span>
        </label>
        <input {...controlProps("email")} ref={inputs.email} type="email" autoComplete="email" />
        {fieldError("email")}
      </div>
      <div className={fieldClass("text")}>
        <label htmlFor="guestbook-text">{t("guestbook.text")}</label>
        <textarea {...controlProps("text", "guestbook-text-count")} ref={inputs.text} maxLength={MESSAGE_MAX_LENGTH} rows={4} aria-required="true" />
        <p className="guestbook-count" id="guestbook-text-count">
          <span className="visually-hidden">{t("guestbook.textCount")} </span>
          {values.text.length}/{MESSAGE_MAX_LENGTH}
        </p>
        {fieldError("text")}
      </div>
      <div className={fieldClass("code")}>
        <label htmlFor="guestbook-code">{t("guestbook.code")}</label>
        <div className="guestbook-captcha">
          <input {...controlProps("code")} ref={inputs.code} autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={16} aria-required="true" />
          <CaptchaButton captcha={captcha.captcha} error={captcha.error} size={captcha.size} onRefresh={captcha.refresh} />
        </div>
        {fieldError("code")}
      </div>
      {problem && !problem.field && (
        <p className="guestbook-form-error" role="alert">
          {problem.message}
        </p>
      )}
      <div role="status" className="guestbook-posted">
        {posted && t("guestbook.posted")}
      </div>
      <button type="submit" className="button guestbook-submit" disabled={submitting} aria-busy={submitting}>
        {submitting && <span className="spinner" aria-hidden="true" />}
        {t("guestbook.submit")}
      </button>
    </form>
  );
}
