import type { SiteInfoInput } from "../../../gql/admin/graphql";
import type { AdminMessageId } from "../../../i18n/admin";

export interface SiteInfoField {
  /** The text fields; the home order, the language and sending Webmentions are choices of their own. */
  name: Exclude<keyof SiteInfoInput, "homeOrder" | "language" | "sendWebmentions"> & string;
  /** Message ids, as the label and the hint. */
  label: AdminMessageId;
  type?: "url" | "email";
  multiline?: boolean;
  hint?: AdminMessageId;
}

/** Every field of the site info record (spec §3), in the order the form shows them. */
export const SITE_INFO_FIELDS: readonly SiteInfoField[] = [
  { name: "title", label: "admin.siteInfo.title" },
  { name: "url", label: "admin.siteInfo.url", type: "url" },
  { name: "logo", label: "admin.siteInfo.logo", hint: "admin.siteInfo.logoHint" },
  { name: "description", label: "admin.siteInfo.description", multiline: true },
  { name: "keywords", label: "admin.siteInfo.keywords", hint: "admin.siteInfo.keywordsHint" },
  { name: "author", label: "admin.siteInfo.author" },
  { name: "copyright", label: "admin.siteInfo.copyright" },
  { name: "record", label: "admin.siteInfo.record" },
  { name: "email", label: "admin.siteInfo.email", type: "email" },
];
