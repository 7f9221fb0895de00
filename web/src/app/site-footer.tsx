import { useSiteShell } from "../lib/use-site-shell";
import { useT } from "../i18n/i18n";
import { ErrorRetry } from "../lib/request-state";
import { SubscribeForm } from "../lib/subscribe/subscribe-form";
import { MenuLink } from "./site-menu";

/** Where Chinese ICP filing numbers link to, by convention and by regulation. */
const FILING_REGISTRY = "https://beian.miit.gov.cn/";

/** The footer: the owner's footer menu (items under another as a list inside it), the legal line and the subscribe form. */
export function SiteFooter() {
  const { data, error, refetch } = useSiteShell();
  const site = data?.siteInfo;
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label={t("nav.footer")}>
          <ul className="footer-links">
            {data?.siteMenus.footer.map((link, index) => (
              <li key={index}>
                <MenuLink link={link} />
                {link.children.length > 0 && (
                  <ul>
                    {link.children.map((child, at) => (
                      <li key={at}>
                        <MenuLink link={child} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {site && (
          <p className="footer-legal">
            <span>
              © {site.copyright} {site.title}
            </span>
            {site.record && (
              <a href={FILING_REGISTRY} target="_blank" rel="noopener noreferrer">
                {site.record}
              </a>
            )}
          </p>
        )}
        {error && !site && <ErrorRetry error={error} onRetry={refetch} className="footer-error" />}
        <SubscribeForm place="footer" />
      </div>
    </footer>
  );
}
