import type { FormEvent } from "react";
import type { AdminSiteInfoQuery, HomeOrder, SiteInfoInput } from "../../../gql/admin/graphql";
import { SITE_INFO_FIELDS } from "./site-info-fields";

interface SiteInfoFormProps {
  siteInfo: AdminSiteInfoQuery["siteInfo"];
  onSubmit(input: SiteInfoInput): void;
  disabled: boolean;
}

/**
 * The site info form. Fields are marked required, as the spec asks, but the form does not enforce it
 * (spec §5): the browser's own check is switched off and the server decides what it accepts.
 */
export function SiteInfoForm({ siteInfo, onSubmit, disabled }: SiteInfoFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input: SiteInfoInput = {};
    for (const field of SITE_INFO_FIELDS) input[field.name] = String(data.get(field.name) ?? "");
    input.homeOrder = data.get("homeOrder") as HomeOrder;
    onSubmit(input);
  };

  return (
    <form className="site-info-form" onSubmit={submit} noValidate>
      {SITE_INFO_FIELDS.map((field) => {
        const id = `site-info-${field.name}`;
        const common = {
          id,
          name: field.name,
          defaultValue: siteInfo[field.name],
          "aria-required": true,
          "aria-describedby": field.hint ? `${id}-hint` : undefined,
          disabled,
        };
        return (
          <div className="form-row" key={field.name}>
            <label htmlFor={id}>
              {field.label}
              <span className="form-required" aria-hidden="true">
                *
              </span>
            </label>
            <div className="form-control">
              {field.multiline ? <textarea rows={4} {...common} /> : <input type={field.type ?? "text"} {...common} />}
              {field.hint && (
                <small id={`${id}-hint`} className="form-hint">
                  {field.hint}
                </small>
              )}
            </div>
          </div>
        );
      })}
      <div className="form-row">
        <label htmlFor="site-info-homeOrder">Home page order</label>
        <div className="form-control">
          <select id="site-info-homeOrder" name="homeOrder" defaultValue={siteInfo.homeOrder} aria-describedby="site-info-homeOrder-hint" disabled={disabled}>
            <option value="NEWEST_FIRST">Newest first</option>
            <option value="SORT_ORDER">By sort order</option>
          </select>
          <small id="site-info-homeOrder-hint" className="form-hint">
            Featured articles come first either way
          </small>
        </div>
      </div>
      <div className="form-row form-actions">
        <button type="submit" className="button-primary" disabled={disabled}>
          Save
        </button>
      </div>
    </form>
  );
}
