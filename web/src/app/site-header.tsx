import type { CSSProperties } from "react";
import { useSiteShell } from "../lib/use-site-shell";
import { Link } from "react-router-dom";
import { useLocalePath, useT } from "../i18n/i18n";
import { SearchBox } from "../lib/ui/search-box";
import { LanguageSwitch } from "./language-switch";
import { MenuDisclosure, MenuLink } from "./site-menu";
import { ThemeToggle } from "./theme-toggle";

const DEFAULT_LOGO = "/logo.svg";
/** On a phone the owner's logo is drawn smaller, at most this wide, so the header's links still fit beside it. */
const PHONE_LOGO = { scale: 0.8, maxWidth: 128 };

/**
 * The header: the site's name, its menu (the owner's, in the back-office's Menus; home, about and guestbook
 * until changed), search, language and theme. On a narrow phone the site's name gives way to the menu (the logo
 * stays, named for readers).
 */
export function SiteHeader() {
  const { data } = useSiteShell();
  const t = useT();
  const localePath = useLocalePath();
  const site = data?.siteInfo;
  const logo = data?.appearance.logo;
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to={localePath("/")} className="site-brand" aria-label={site ? t("nav.siteHome", { site: site.title }) : t("nav.home")}>
          {logo ? (
            // The owner's logo names the site: drawn at the size the server worked out, so nothing moves when it loads.
            <img className="site-logo" src={logo.url} alt={site?.title ?? ""} width={logo.width} height={logo.height} style={phoneSize(logo)} />
          ) : (
            <>
              <img src={site?.logo || DEFAULT_LOGO} alt="" width="36" height="36" />
              <span className="site-title">{site?.title}</span>
            </>
          )}
        </Link>
        <nav aria-label={t("nav.main")}>
          <ul className="site-nav">
            {data?.siteMenus.header.map((link, index) =>
              link.children.length ? (
                <MenuDisclosure key={index} link={link} />
              ) : (
                <li key={index}>
                  <MenuLink link={link} />
                </li>
              ),
            )}
          </ul>
        </nav>
        <SearchBox className="site-search" landmark={t("searchBox.landmark")} />
        {/* A phone has no room for the box: a link to the search page, which has it. */}
        <Link to={localePath("/search")} className="site-search-link" aria-label={t("searchBox.search")}>
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

/** The logo's size on a phone, for public-layout.css: a fixed size too, worked out from its own. */
function phoneSize({ width, height }: { width: number; height: number }): CSSProperties {
  const scale = Math.min(PHONE_LOGO.scale, PHONE_LOGO.maxWidth / width);
  return { "--logo-phone-width": `${Math.round(width * scale)}px`, "--logo-phone-height": `${Math.round(height * scale)}px` } as CSSProperties;
}
