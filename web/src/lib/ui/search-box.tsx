import { useId, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useLocalePath, useT } from "../../i18n/i18n";
import "./search-box.css";

/** The server refuses longer queries (server/src/modules/search/search.inputs.ts). */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** The search page's address for a query, as a site path (useLocalePath puts it in the page's language). */
export function searchPath(query: string, page = 1): string {
  return `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ""}`;
}

interface SearchBoxProps {
  /** The query shown in the box: the one being searched for, on the search page. */
  defaultValue?: string;
  className?: string;
  /** The search landmark's name: a page with two boxes (the header's and its own) names each for what it is. */
  landmark: string;
}

/**
 * The site's search box (header, search page, not-found page): a GET form for /search?q=… in the page's
 * language (/zh/search under /zh/), so it works before and without JavaScript; with it, submitting moves to
 * the search page without reloading.
 */
export function SearchBox({ defaultValue = "", className = "", landmark }: SearchBoxProps) {
  const id = useId();
  const navigate = useNavigate();
  const t = useT();
  const localePath = useLocalePath();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (query) void navigate(localePath(searchPath(query)));
  };
  return (
    <form method="get" action={localePath("/search")} role="search" aria-label={landmark} className={`search-box ${className}`.trim()} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t("searchBox.field")}
      </label>
      {/* Keyed by the query, so the box shows a new one when the address changes. */}
      <input
        key={defaultValue}
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={t("searchBox.placeholder")}
        required
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        enterKeyHint="search"
      />
      <button type="submit" className="button">
        {t("searchBox.search")}
      </button>
    </form>
  );
}
