import { useSiteShell } from "../lib/use-site-shell";
import { Link } from "react-router-dom";
import type { MessageId } from "@lingui/core";
import { useLocalePath, useT } from "../i18n/i18n";
import { ErrorRetry } from "../lib/request-state";

/** Where Chinese ICP filing numbers link to, by convention and by regulation. */
const FILING_REGISTRY = "https://beian.miit.gov.cn/";

interface SiteFooterProps {
  links: { to: string; label: MessageId }[];
}

export function SiteFooter({ links }: SiteFooterProps) {
  const { data, error, refetch } = useSiteShell();
  const site = data?.siteInfo;
  const t = useT();
  const localePath = useLocalePath();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label={t("nav.footer")}>
          <ul className="footer-links">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={localePath(link.to)}>{t(link.label)}</Link>
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
      </div>
    </footer>
  );
}
