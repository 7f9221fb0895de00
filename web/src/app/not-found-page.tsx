import { Link, useLocation } from "react-router-dom";
import { useLocalePath, useT } from "../i18n/i18n";
import { useHttpStatus } from "../lib/server-render";
import { SearchBox } from "../lib/ui/search-box";
import { usePageHead } from "../lib/use-page-head";

export function NotFoundPage() {
  const location = useLocation();
  const t = useT();
  const localePath = useLocalePath();
  usePageHead({ path: location.pathname + location.search, title: t("notFound.title"), indexable: false });
  useHttpStatus(404);
  return (
    <section className="card message-page">
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.text")}</p>
      <SearchBox className="not-found-search" landmark={t("notFound.search")} />
      <Link className="button" to={localePath("/")}>
        {t("notFound.back")}
      </Link>
    </section>
  );
}
