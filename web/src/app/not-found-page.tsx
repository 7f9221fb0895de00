import { Link, useLocation } from "react-router-dom";
import { useHttpStatus } from "../lib/server-render";
import { usePageHead } from "../lib/use-page-head";

export function NotFoundPage() {
  const location = useLocation();
  usePageHead({ path: location.pathname + location.search, title: "Page not found", indexable: false });
  useHttpStatus(404);
  return (
    <section className="card message-page">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link className="button" to="/">
        Back to home
      </Link>
    </section>
  );
}
