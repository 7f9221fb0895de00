import type { FieldErrors } from "../shared/use-form-mutation";
import type { Translate } from "../../../i18n/admin";

export interface LinkValues {
  name: string;
  url: string;
  logo: string;
}

export type LinkField = keyof LinkValues;

/** The fields the server may name in a refusal (BAD_USER_INPUT), so its message goes beside the field. */
export const LINK_FIELDS: readonly LinkField[] = ["name", "url", "logo"];

const WEB_ADDRESS = /^https?:\/\/[^\s/?#]+/i;
const SITE_PATH = /^\/(?!\/)/;

/**
 * What the form can tell before asking the server (which checks the same and has the last word): the first
 * field in form order that is wrong, since the field with the error takes the focus.
 */
export function checkLink(values: LinkValues, t: Translate): FieldErrors<LinkField> {
  const logo = values.logo.trim();
  if (!values.name.trim()) return { name: t("admin.links.enterName") };
  if (!WEB_ADDRESS.test(values.url.trim())) return { url: t("admin.links.enterUrl") };
  if (logo && !WEB_ADDRESS.test(logo) && !SITE_PATH.test(logo)) {
    return { logo: t("admin.links.enterLogo") };
  }
  return {};
}
