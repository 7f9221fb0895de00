import { useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { SetMyLanguageDocument, type Language } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useT } from "../../../i18n/admin";
import { useReportFailure } from "../shared/use-failure-toast";
import { useAdminUser } from "./admin-user";

/** The site's default language, as the select's empty choice names it: each language in its own words. */
const NAMES: Record<Language, string> = { ZH: "中文", EN: "English" };

/**
 * The signed-in user's own interface language, for everyone (view-only users too): saved at once, and the
 * back-office switches as soon as the server has it, since the shell's `me` is the same cached user.
 */
export function LanguageSelect({ siteLanguage }: { siteLanguage?: Language }) {
  const me = useAdminUser();
  const t = useT();
  const client = useApolloClient();
  const report = useReportFailure();
  const [saving, setSaving] = useState(false);
  if (!me) return null;

  const choose = async (value: string) => {
    setSaving(true);
    try {
      const language = value === "" ? null : (value as Language);
      await client.mutate({ mutation: SetMyLanguageDocument, variables: { language }, context: ADMIN_CONTEXT });
    } catch (error) {
      report(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <label className="user-menu-language">
      <span>{t("admin.language.label")}</span>
      <select value={me.language ?? ""} disabled={saving} aria-busy={saving} onChange={(event) => void choose(event.target.value)}>
        <option value="">{siteLanguage ? t("admin.language.siteDefaultIs", { language: NAMES[siteLanguage] }) : t("admin.language.siteDefault")}</option>
        <option value="ZH" lang="zh-CN">
          {NAMES.ZH}
        </option>
        <option value="EN" lang="en">
          {NAMES.EN}
        </option>
      </select>
    </label>
  );
}
