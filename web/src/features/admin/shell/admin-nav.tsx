import { Link, useLocation } from "react-router-dom";
import { NAV_ENTRIES, entryForPath } from "./nav-entries";

/** The five entries of the left nav; a column's content page keeps "Column management" lit. */
export function AdminNav() {
  const current = entryForPath(useLocation().pathname);
  return (
    <nav className="admin-nav" aria-label="Back-office">
      <ul>
        {NAV_ENTRIES.map((entry) => (
          <li key={entry.path}>
            <Link
              to={entry.path}
              className={entry === current ? "admin-nav-link active" : "admin-nav-link"}
              aria-current={entry === current ? "page" : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
