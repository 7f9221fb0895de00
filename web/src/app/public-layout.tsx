import { Outlet, ScrollRestoration, useNavigation } from "react-router-dom";
import type { Locale } from "@shared/locales";
import { SiteShellDocument } from "../gql/shell/graphql";
import { LocaleProvider, useLocale } from "../i18n/i18n";
import { useQuery } from "@apollo/client/react";
import { SkipLink } from "../lib/ui/skip-link";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import "./public-layout.css";

/**
 * Header, page and footer of the visitor-facing site, in the language its address names (`prefix`, for
 * /zh/… and /en/…) or else the site's default language.
 */
export function PublicLayout({ prefix }: { prefix?: Locale }) {
  const navigation = useNavigation();
  // The site's default language, for the unprefixed pages; asked as the header asks it, to share the answer.
  const { data } = useQuery(SiteShellDocument, prefix ? { variables: { language: prefix === "zh" ? "ZH" : "EN" } } : undefined);
  // Until the site info is read (never on a page the server rendered), the language the app started in.
  const started = useLocale().locale;
  const language = data?.siteInfo?.language;
  const locale = prefix ?? (language ? (language === "ZH" ? "zh" : "en") : started);
  return (
    <LocaleProvider locale={locale} prefixed={prefix !== undefined}>
      <div className="site">
        <SkipLink target="content" />
        {navigation.state === "loading" && <div className="route-progress" aria-hidden="true" />}
        <SiteHeader />
        <main className="site-main" id="content" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
        <ScrollRestoration />
      </div>
    </LocaleProvider>
  );
}
