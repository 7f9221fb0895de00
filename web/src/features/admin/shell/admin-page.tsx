import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useLocation } from "react-router-dom";
import { ErrorRetry, Loading } from "../../../lib/request-state";
import { useT } from "../../../i18n/admin";

interface AdminPageProps {
  title: string;
  /** A request of this page is out: the page says so (spec §7: every call shows loading). */
  busy: boolean;
  /** Sits at the right of the title, e.g. a way back. */
  aside?: ReactNode;
  /** The page's data could not be loaded: say why and offer another try rather than an empty table. */
  failed?: { error: unknown; retry(): unknown };
  children?: ReactNode;
}

/** The frame every back-office page shares: its title, a loading line and the content card. */
export function AdminPage({ title, busy, aside, failed, children }: AdminPageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  useFocusOnArrival(heading);
  return (
    <section className="admin-page" aria-busy={busy}>
      <div className="admin-page-head">
        <h2 ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {/* A slot beside the title, so the table does not jump each time a request starts or ends. */}
        <div className="admin-loading">{busy && <Loading label={t("admin.page.loading")} />}</div>
        {aside}
      </div>
      <div className="admin-card">{failed ? <ErrorRetry error={failed.error} onRetry={failed.retry} /> : children}</div>
    </section>
  );
}

/** The path whose page last took the focus; null until the first back-office page has been shown. */
let arrivedAt: string | null = null;

/**
 * After a move to another page the focus goes to its heading, so a keyboard or screen reader user starts
 * there, as after a full page load, rather than on a link that is gone. Not on the first page shown (the
 * browser starts at the top, with the skip link first), nor when only the query changes (paging, filters).
 * The heading takes it with tabIndex -1: focusable by script, not a stop for Tab.
 */
function useFocusOnArrival(heading: RefObject<HTMLHeadingElement | null>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // A page that put the focus somewhere itself (a search box asked for by "/") keeps it there.
    const focusTaken = heading.current?.closest("main")?.contains(document.activeElement) ?? false;
    if (arrivedAt !== null && arrivedAt !== pathname && !focusTaken) heading.current?.focus();
    arrivedAt = pathname;
  }, [pathname, heading]);
}
