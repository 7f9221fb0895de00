import type { SiteInfoInput } from "../../../gql/admin/graphql";

export interface SiteInfoField {
  /** The text fields; the home order and the language are choices of their own. */
  name: Exclude<keyof SiteInfoInput, "homeOrder" | "language"> & string;
  label: string;
  type?: "url" | "email";
  multiline?: boolean;
  hint?: string;
}

/** Every field of the site info record (spec §3), in the order the form shows them. */
export const SITE_INFO_FIELDS: readonly SiteInfoField[] = [
  { name: "title", label: "Site title" },
  { name: "url", label: "Site URL", type: "url" },
  { name: "logo", label: "Logo", hint: "An http(s) address or a path on this site, such as /logo.png" },
  { name: "description", label: "Description", multiline: true },
  { name: "keywords", label: "Keywords", hint: "Separated by commas" },
  { name: "author", label: "Author" },
  { name: "copyright", label: "Copyright" },
  { name: "record", label: "Filing number" },
  { name: "email", label: "E-mail", type: "email" },
];
