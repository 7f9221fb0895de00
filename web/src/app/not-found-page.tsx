import { Link, useLocation } from "react-router-dom";
import { useHttpStatus } from "../lib/server-render";
import { SearchBox } from "../lib/ui/search-box";
import { usePageHead } from "../lib/use-page-head";

export function NotFoundPage() {
  const location = useLocation();
  usePageHead({ path: location.pathname + location.search, title: "Page not found", indexable: false });
  useHttpStatus(404);
  return (
    <section className="card message-page">
      <h1>Page not found</h1>
      <p>There is nothing at this address. Search for what you were looking for, or start from the home page.</p>
      <SearchBox className="not-found-search" landmark="Search for what you were looking for" />
      <Link className="button" to="/">
        Back to home
      </Link>
    </section>
  );
}
