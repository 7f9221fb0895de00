import { Outlet, ScrollRestoration, useNavigation } from "react-router-dom";
import { SkipLink } from "../lib/ui/skip-link";
import { SiteFooter } from "./site-footer";
import { SITE_LINKS, SiteHeader } from "./site-header";
import "./public-layout.css";

/** Header, page and footer of the visitor-facing site. */
export function PublicLayout() {
  const navigation = useNavigation();
  return (
    <div className="site">
      <SkipLink target="content" />
      {navigation.state === "loading" && <div className="route-progress" aria-hidden="true" />}
      <SiteHeader />
      <main className="site-main" id="content" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter links={SITE_LINKS} />
      <ScrollRestoration />
    </div>
  );
}
