import { useQuery } from "@apollo/client/react";
import { Link, NavLink } from "react-router-dom";
import { SiteShellDocument } from "../gql/shell/graphql";
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
        <ThemeToggle />
      </div>
    </header>
  );
}
