import { Outlet, ScrollRestoration, useNavigation } from "react-router-dom";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import "./public-layout.css";

/**
 * Links the footer carries on every public page; About is the one spec §2 asks for. The guestbook is here
 * rather than in the header, where a third entry would squeeze the site's name on a phone.
 */
const FOOTER_LINKS = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/guestbook", label: "Guestbook" },
];

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
      <SiteFooter links={FOOTER_LINKS} />
      <ScrollRestoration />
    </div>
  );
}
