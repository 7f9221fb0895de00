import { Link, useLocation } from "react-router-dom";
import { litEntryForPath } from "./nav-entries";
import { useNavEntries } from "./use-nav-entries";
import { useT } from "../../../i18n/admin";

/** The entries of the left nav; a column's content page and the article editor keep "Column management" lit. */
export function AdminNav() {
  const current = litEntryForPath(useLocation().pathname);
  const t = useT();
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
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
