import { useQuery } from "@apollo/client/react";
import { Link, NavLink } from "react-router-dom";
import { SiteShellDocument } from "../gql/shell/graphql";

const DEFAULT_LOGO = "/logo.svg";

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
            <li>
              <NavLink to="/" end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/about">About</NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
