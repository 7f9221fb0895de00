import { Outlet, ScrollRestoration, useNavigation } from "react-router-dom";
import { SiteFooter } from "./site-footer";
import { SITE_LINKS, SiteHeader } from "./site-header";
import "./public-layout.css";

/** Header, page and footer of the visitor-facing site. */
export function PublicLayout() {
  const navigation = useNavigation();
  return (
    <div className="site">
      {navigation.state === "loading" && <div className="route-progress" aria-hidden="true" />}
      <SiteHeader />
      <main className="site-main" id="content">
        <Outlet />
      </main>
      <SiteFooter links={SITE_LINKS} />
      <ScrollRestoration />
    </div>
  );
}
