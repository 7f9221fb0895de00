import { useEffect, useRef, useState, type FormEvent } from "react";
import { AdminSetCustomCssDocument } from "../../../gql/admin/graphql";
import { useToast } from "../../../lib/toast";
import { useFormMutation } from "../shared/use-form-mutation";
import { UnsavedChangesGuard } from "../shared/unsaved-changes-guard";
import { useT } from "../../../i18n/admin";
import { InlineCode } from "../shared/inline-code";

const CSS_FIELDS = ["css"] as const;

interface CustomCssFieldProps {
  /** The custom CSS saved now; null for none. */
  saved: string | null;
  /** Called once a save went through, to read the appearance again. */
  onSaved(): Promise<void>;
}

/**
 * The owner's own CSS, saved on its own, apart from the colours: the server checks it and refuses what could
 * reach another site or run code, naming the line, which shows under the text area.
 */
export function CustomCssField({ saved, onSaved }: CustomCssFieldProps) {
  const t = useT();
  const toast = useToast();
  const { run, busy, errors } = useFormMutation(CSS_FIELDS);
  const [css, setCss] = useState(saved ?? "");
  const area = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (errors.css) area.current?.focus();
  }, [errors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await run(AdminSetCustomCssDocument, { css }))) return;
    toast(t("admin.appearance.customCssSaved"), "success");
    await onSaved();
  };

  return (
    <form className={`appearance-custom-css form-field${errors.css ? " form-field-invalid" : ""}`} onSubmit={(event) => void submit(event)} noValidate>
      <UnsavedChangesGuard when={css !== (saved ?? "") && !busy} what={t("admin.appearance.customCssWhat")} />
      <label htmlFor="appearance-css">{t("admin.appearance.customCss")}</label>
      <textarea
        id="appearance-css"
        ref={area}
        rows={12}
        spellCheck={false}
        value={css}
        onChange={(event) => setCss(event.target.value)}
        aria-invalid={errors.css ? true : undefined}
        aria-describedby={errors.css ? "appearance-css-hint appearance-css-error" : "appearance-css-hint"}
      />
      <p className="form-field-hint" id="appearance-css-hint">
        <InlineCode text={t("admin.appearance.customCssHint")} />
      </p>
      {errors.css && (
        <p className="form-field-error" id="appearance-css-error" role="alert">
          {errors.css}
        </p>
      )}
      <div className="appearance-actions">
        <button type="submit" className="button" disabled={busy}>
          {t("admin.appearance.customCssSave")}
        </button>
      </div>
    </form>
  );
}
