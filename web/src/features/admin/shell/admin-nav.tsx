import { Link, useLocation } from "react-router-dom";
import { useQuery } from "@apollo/client/react";
import { AdminPendingCommentsDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { COMMENTS_PATH, litEntryForPath } from "./nav-entries";
import { useNavEntries } from "./use-nav-entries";
import { useT } from "../../../i18n/admin";

/** The entries of the left nav; a column's content page and the article editor keep "Column management" lit. */
export function AdminNav() {
  const current = litEntryForPath(useLocation().pathname);
  const t = useT();
  // A count the nav cannot read (a failure, a user the server refuses it to) is left out, not reported.
  const waiting = useQuery(AdminPendingCommentsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network", errorPolicy: "ignore" }).data?.pendingCommentCount ?? 0;
  return (
    <nav className="admin-nav" id="admin-nav" aria-label={t("admin.nav.label")}>
      <ul>
        {useNavEntries("side").map((entry) => (
          <li key={entry.path}>
            <Link
              to={entry.path}
              className={entry === current ? "admin-nav-link active" : "admin-nav-link"}
              aria-current={entry === current ? "page" : undefined}
            >
              {t(entry.label)}
              {entry.path === COMMENTS_PATH && waiting > 0 && (
                <>
                  <span className="admin-nav-count" aria-hidden="true">
                    {waiting}
                  </span>
                  <span className="visually-hidden">{t("admin.comments.waitingCount", { count: waiting })}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
