import { useEffect, useRef, useState, type FormEvent } from "react";
import type { AdminSiteInfoQuery, HomeOrder, Language, SiteInfoInput } from "../../../gql/admin/graphql";
import { UnsavedChangesGuard } from "../shared/unsaved-changes-guard";
import { SITE_INFO_FIELDS } from "./site-info-fields";
import "../../../lib/ui/form.css";
import { useT } from "../../../i18n/admin";

/** The server's refusal of one field's value, shown under that field. */
export interface FieldProblem {
  field: string;
  message: string;
}

interface SiteInfoFormProps {
  siteInfo: AdminSiteInfoQuery["siteInfo"];
  /** Saves; answers the refusal of a field's value, if that is why it did not save. */
  onSubmit(input: SiteInfoInput): Promise<FieldProblem | undefined>;
  disabled: boolean;
}

/** What the form holds, as it would be sent. */
function readForm(form: HTMLFormElement): SiteInfoInput {
  const data = new FormData(form);
  const input: SiteInfoInput = {};
  for (const field of SITE_INFO_FIELDS) input[field.name] = String(data.get(field.name) ?? "");
  input.homeOrder = data.get("homeOrder") as HomeOrder;
  input.language = data.get("language") as Language;
  input.sendWebmentions = data.get("sendWebmentions") === "on";
  return input;
}

const savedInput = (siteInfo: SiteInfoFormProps["siteInfo"]): SiteInfoInput =>
  Object.fromEntries([...SITE_INFO_FIELDS.map((field) => [field.name, siteInfo[field.name]]), ["homeOrder", siteInfo.homeOrder], ["language", siteInfo.language], ["sendWebmentions", siteInfo.sendWebmentions]]);

/**
 * The site info form. Fields are marked required, as the spec asks, but the form does not enforce it
 * (spec §5): the browser's own check is switched off and the server decides what it accepts. A value it
 * refuses is marked on its field, with the reason under it and the focus on it; leaving with unsaved changes asks first.
 */
export function SiteInfoForm({ siteInfo, onSubmit, disabled }: SiteInfoFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [changed, setChanged] = useState(false);
  const [problem, setProblem] = useState<FieldProblem>();
  const t = useT();
  const saved = JSON.stringify(savedInput(siteInfo));
  const noteChange = () => setChanged(Boolean(form.current) && JSON.stringify(readForm(form.current!)) !== saved);

  useEffect(() => {
    if (problem) document.getElementById(`site-info-${problem.field}`)?.focus();
  }, [problem]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(undefined);
    setProblem(await onSubmit(readForm(event.currentTarget)));
  };

  return (
    <form ref={form} className="site-info-form" onSubmit={submit} onInput={noteChange} onChange={noteChange} noValidate>
      <UnsavedChangesGuard when={changed && !disabled} what={t("admin.siteInfo.what")} />
      {SITE_INFO_FIELDS.map((field) => {
        const id = `site-info-${field.name}`;
        const refused = problem?.field === field.name;
        const describedBy = [refused ? `${id}-error` : "", field.hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
        const common = {
          id,
          name: field.name,
          defaultValue: siteInfo[field.name],
          "aria-required": true,
          "aria-invalid": refused,
          "aria-describedby": describedBy || undefined,
          disabled,
        };
        return (
          <div className={refused ? "form-row form-field-invalid" : "form-row"} key={field.name}>
            <label htmlFor={id}>
              {t(field.label)}
              <span className="form-required" aria-hidden="true">
                *
              </span>
            </label>
            <div className="form-control">
              {field.multiline ? <textarea rows={4} {...common} /> : <input type={field.type ?? "text"} {...common} />}
              {field.hint && (
                <small id={`${id}-hint`} className="form-hint">
                  {t(field.hint)}
                </small>
              )}
              {refused && (
                <p id={`${id}-error`} className="form-field-error" role="alert">
                  {problem.message}
                </p>
              )}
            </div>
          </div>
        );
      })}
      <div className="form-row">
        <label htmlFor="site-info-homeOrder">{t("admin.siteInfo.homeOrder")}</label>
        <div className="form-control">
          <select id="site-info-homeOrder" name="homeOrder" defaultValue={siteInfo.homeOrder} aria-describedby="site-info-homeOrder-hint" disabled={disabled}>
            <option value="NEWEST_FIRST">{t("admin.siteInfo.newestFirst")}</option>
            <option value="SORT_ORDER">{t("admin.siteInfo.bySortOrder")}</option>
          </select>
          <small id="site-info-homeOrder-hint" className="form-hint">
            {t("admin.siteInfo.homeOrderHint")}
          </small>
        </div>
      </div>
      <div className="form-row">
        <label htmlFor="site-info-language">{t("admin.siteInfo.language")}</label>
        <div className="form-control">
          <select id="site-info-language" name="language" defaultValue={siteInfo.language} aria-describedby="site-info-language-hint" disabled={disabled}>
            <option value="ZH">中文</option>
            <option value="EN">English</option>
          </select>
          <small id="site-info-language-hint" className="form-hint">
            {t("admin.siteInfo.languageHint")}
          </small>
        </div>
      </div>
      <div className="form-row">
        <span className="form-label">{t("admin.siteInfo.webmentions")}</span>
        <div className="form-control">
          <label>
            <input type="checkbox" id="site-info-sendWebmentions" name="sendWebmentions" defaultChecked={siteInfo.sendWebmentions} aria-describedby="site-info-sendWebmentions-hint" disabled={disabled} />{" "}
            {t("admin.siteInfo.sendWebmentions")}
          </label>
          <small id="site-info-sendWebmentions-hint" className="form-hint">
            {t("admin.siteInfo.sendWebmentionsHint")}
          </small>
        </div>
      </div>
      <div className="form-row form-actions">
        <button type="submit" className="button-primary" disabled={disabled}>
          {t("admin.common.save")}
        </button>
      </div>
    </form>
  );
}
