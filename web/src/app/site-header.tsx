import { useQuery } from "../lib/page-data/use-query";
import { Link, NavLink } from "react-router-dom";
import { SiteShellDocument } from "../gql/shell/graphql";
import { SearchBox } from "../lib/ui/search-box";
import { ThemeToggle } from "./theme-toggle";

const DEFAULT_LOGO = "/logo.svg";

/**
 * The site's pages, in the header and again in the footer; About is the one spec §2 asks for. On a narrow phone
 * the site's name gives way to them in the header (the logo stays, named for readers).
 */
export const SITE_LINKS = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/guestbook", label: "Guestbook" },
];

export function SiteHeader() {
  const { data } = useQuery(SiteShellDocument);
  const site = data?.siteInfo;
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="site-brand" aria-label={site ? `${site.title}, home` : "Home"}>
          <img src={site?.logo || DEFAULT_LOGO} alt="" width="36" height="36" />
          <span className="site-title">{site?.title}</span>
        </Link>
        <nav aria-label="Main">
          <ul className="site-nav">
            {SITE_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === "/"}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox className="site-search" landmark="Site search" />
        {/* A phone has no room for the box: a link to the search page, which has it. */}
        <Link to="/search" className="site-search-link" aria-label="Search">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
        <ThemeToggle />
      </div>
    </header>
  );
}
