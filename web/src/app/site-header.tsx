import { useSiteShell } from "../lib/use-site-shell";
import { Link, NavLink } from "react-router-dom";
import type { MessageId } from "@lingui/core";
import { useLocalePath, useT } from "../i18n/i18n";
import { SearchBox } from "../lib/ui/search-box";
import { LanguageSwitch } from "./language-switch";
import { ThemeToggle } from "./theme-toggle";

const DEFAULT_LOGO = "/logo.svg";

/**
 * The site's pages, in the header and again in the footer; About is the one spec §2 asks for. On a narrow phone
 * the site's name gives way to them in the header (the logo stays, named for readers).
 */
export const SITE_LINKS: { to: string; label: MessageId }[] = [
  { to: "/", label: "nav.home" },
  { to: "/about", label: "nav.about" },
  { to: "/guestbook", label: "nav.guestbook" },
];

export function SiteHeader() {
  const { data } = useSiteShell();
  const t = useT();
  const localePath = useLocalePath();
  const site = data?.siteInfo;
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to={localePath("/")} className="site-brand" aria-label={site ? t("nav.siteHome", { site: site.title }) : t("nav.home")}>
          <img src={site?.logo || DEFAULT_LOGO} alt="" width="36" height="36" />
          <span className="site-title">{site?.title}</span>
        </Link>
        <nav aria-label={t("nav.main")}>
          <ul className="site-nav">
            {SITE_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={localePath(to)} end={to === "/"}>
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox className="site-search" landmark={t("search.site")} />
        {/* A phone has no room for the box: a link to the search page, which has it. */}
        <Link to={localePath("/search")} className="site-search-link" aria-label={t("search.label")}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
        <LanguageSwitch />
        <ThemeToggle />
      </div>
    </header>
  );
}
