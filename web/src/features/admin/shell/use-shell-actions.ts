import { useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { useNavigate } from "react-router-dom";
import { AdminLogoutDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { LOGIN_PATH, clearLoginFlag } from "../../../lib/session";
import { useToast } from "../../../lib/toast";
import { useReportFailure } from "../shared/use-failure-toast";
import { useT } from "../../../i18n/admin";
import { useLocale } from "../../../i18n/i18n";
import { inLocale } from "@shared/locales";
import type { Language } from "../../../gql/admin/graphql";
import { localeOf } from "./admin-user";

/** Long enough to read the goodbye, short enough not to wait (spec §4: "after a short delay"). */
const LOGOUT_DELAY_MS = 1200;

/**
 * The header's two actions that talk to the server: clear cache and log out. Logging out leaves for the sign-in
 * page in the language the back-office spoke: its own address when that is the site's default, else /zh/… or /en/….
 */
export function useShellActions(siteLanguage?: Language) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  const { locale } = useLocale();
  const loginPath = siteLanguage && localeOf(siteLanguage) !== locale ? inLocale(LOGIN_PATH, locale) : LOGIN_PATH;
  const report = useReportFailure();
  const [busy, setBusy] = useState<"clearing" | "leaving" | null>(null);

  // The server keeps no cache yet, so only the client's copy is emptied; the page then asks again.
  const clearCache = async () => {
    setBusy("clearing");
    try {
      await client.clearStore();
      await client.refetchQueries({ include: "active" });
      toast(t("admin.header.cacheCleared"), "success");
    } catch (error) {
      report(error);
    } finally {
      setBusy(null);
    }
  };

  const logout = async () => {
    setBusy("leaving");
    try {
      await client.mutate({ mutation: AdminLogoutDocument, context: ADMIN_CONTEXT });
    } catch (error) {
      report(error);
      setBusy(null);
      return;
    }
    clearLoginFlag();
    toast(t("admin.header.loggedOut"), "success");
    setTimeout(() => {
      navigate(loginPath, { replace: true });
      // Nothing the administrator saw should stay in memory for the next person at this browser.
      void client.clearStore();
    }, LOGOUT_DELAY_MS);
  };

  return { clearCache, logout, busy };
}
