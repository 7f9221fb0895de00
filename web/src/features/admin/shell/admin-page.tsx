import type { ReactNode } from "react";
import { ErrorRetry, Loading } from "../../../lib/request-state";

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
  return (
    <section className="admin-page" aria-busy={busy}>
      <div className="admin-page-head">
        <h2>{title}</h2>
        {/* A slot beside the title, so the table does not jump each time a request starts or ends. */}
        <div className="admin-loading">{busy && <Loading />}</div>
        {aside}
      </div>
      <div className="admin-card">{failed ? <ErrorRetry error={failed.error} onRetry={failed.retry} /> : children}</div>
    </section>
  );
}
