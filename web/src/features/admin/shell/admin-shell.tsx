import { useEffect, useState } from "react";
import type { Locale } from "@shared/locales";
import { useQuery } from "@apollo/client/react";
import { Outlet, useLocation } from "react-router-dom";
import { AdminMeDocument, type Language } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { LocaleProvider, useLocale } from "../../../i18n/i18n";
import { localeOf } from "./admin-user";
import { expireSession } from "../../../lib/session";
import { STORAGE_KEYS, readStorage, writeStorage } from "../../../lib/storage";
import { useFailureToast } from "../shared/use-failure-toast";
import { AdminHeader } from "./admin-header";
import { AdminNav } from "./admin-nav";
import { AdminUserContext } from "./admin-user";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { SkipLink } from "../../../lib/ui/skip-link";
import { useKeyboardShortcuts } from "./use-keyboard-shortcuts";
import { useLoginGuard } from "./use-login-guard";
import { useRememberNav } from "./use-remember-nav";
import { ViewOnlyBanner } from "./view-only-banner";
import "./admin-shell.css";

/** The back-office layout route: guard, header, left nav, and the chosen page beside it. */
export function AdminShell() {
  return useLoginGuard() ? <SignedInShell /> : null;
}

const MAIN_ID = "admin-main";

/** The language this browser last showed the back-office in, if any. */
function lastLocale(): Locale | undefined {
  const stored = readStorage(STORAGE_KEYS.adminLocale);
  return stored === "zh" || stored === "en" ? stored : undefined;
}

function SignedInShell() {
  useRememberNav();
  // Asked afresh on every visit: the flag in local storage can outlive the session on the server.
  const { data, error } = useQuery(AdminMeDocument, { context: ADMIN_CONTEXT, fetchPolicy: "network-only" });
  useFailureToast(error);
  useEffect(() => {
    if (data && data.me === null) expireSession();
  }, [data]);
  // The user's own language, else the site's default; until `me` answers, the one this browser last showed the
  // back-office in (so a reload does not flash another language), else the one the app started in.
  const started = useLocale().locale;
  const language = data?.me?.language ?? data?.siteInfo.language;
  const locale = language ? localeOf(language) : (lastLocale() ?? started);
  useEffect(() => {
    if (language) writeStorage(STORAGE_KEYS.adminLocale, localeOf(language));
  }, [language]);

  return (
    <AdminUserContext.Provider value={data?.me ?? undefined}>
      <LocaleProvider locale={locale}>
        <SignedInLayout siteLanguage={data?.siteInfo.language} />
      </LocaleProvider>
    </AdminUserContext.Provider>
  );
}

/** Inside the user's context, so the shortcuts know whether this user may write. */
function SignedInLayout({ siteLanguage }: { siteLanguage?: Language }) {
  const menu = usePhoneMenu();
  const shortcuts = useKeyboardShortcuts();
  return (
    <div className={menu.open ? "admin-layout menu-open" : "admin-layout"}>
      <SkipLink target={MAIN_ID} />
      <AdminHeader menuOpen={menu.open} onToggleMenu={menu.toggle} siteLanguage={siteLanguage} />
      <div className="admin-body">
        <AdminNav />
        <main className="admin-content" id={MAIN_ID} tabIndex={-1}>
          <ViewOnlyBanner />
          <Outlet />
        </main>
      </div>
      {shortcuts.helpOpen && <ShortcutsDialog onClose={shortcuts.closeHelp} />}
    </div>
  );
}

/**
 * Below the desktop breakpoint the nav and the header's less used actions fold behind a Menu button. The menu
 * belongs to the location it was opened on, so following any link closes it with no effect to run; Escape
 * closes it too.
 */
function usePhoneMenu(): { open: boolean; toggle(): void } {
  const { key } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === key;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenedOn(null);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return { open, toggle: () => setOpenedOn(open ? null : key) };
}
