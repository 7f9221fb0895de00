import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router-dom";
import { SearchArticlesDocument, type SearchArticlesQuery } from "../../gql/search/graphql";
import { articlePath } from "../../lib/article-path";
import { useFormat } from "../../i18n/format";
import { useLocalePath, useT } from "../../i18n/i18n";
import { usePageLanguage } from "../../i18n/language";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { SEARCH_QUERY_MAX_LENGTH, SearchBox, searchPath } from "../../lib/ui/search-box";
import { usePageHead } from "../../lib/use-page-head";
import { MarkedText } from "./marked-text";
import { AuthorCard, useAbsoluteUrl, useEntryLang } from "../../lib/microformats";
import "./search.css";

/** Results on one page of /search (the spec's default page size for lists, §9). */
export const SEARCH_PAGE_SIZE = 10;

/** The page number in ?page=, 1 when it is missing or not a whole number above 0. */
function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * /search?q=…&page=…: the search box and the published articles matching the query, best first. The pages
 * are links (not "load more"), so a result page has an address and works without JavaScript.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get("q") ?? "").trim();
  const page = pageNumber(params.get("page"));
  const t = useT();
  const path = query ? searchPath(query, page) : "/search";
  const title = query ? t("search.title", { query }) : t("searchBox.search");
  // Indexable, as any list of the site's own articles is; each page of results is its own address.
  usePageHead({ path, title });
  const absolute = useAbsoluteUrl();
  const localePath = useLocalePath();
  return (
    // An h-feed (microformats2) of the results, named after the search.
    <section className="card search-page h-feed" aria-labelledby="search-heading">
      <h1 id="search-heading">{t("searchBox.search")}</h1>
      <data className="p-name" value={title} />
      <data className="u-url" value={absolute(localePath(path))} />
      <AuthorCard />
      <SearchBox defaultValue={query} className="search-page-box" landmark={t("search.again")} />
      {!query ? (
        <p className="search-hint">{t("search.hint")}</p>
      ) : query.length > SEARCH_QUERY_MAX_LENGTH ? (
        <p className="search-hint" role="alert">
          {t("search.tooLong", { max: SEARCH_QUERY_MAX_LENGTH })}
        </p>
      ) : (
        <SearchResults query={query} page={page} />
      )}
    </section>
  );
}

function SearchResults({ query, page }: { query: string; page: number }) {
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const { data, error, refetch } = useQuery(SearchArticlesDocument, { variables: { query, offset, limit: SEARCH_PAGE_SIZE, language: usePageLanguage() } });
  const found = data?.search;
  const t = useT();
  const localePath = useLocalePath();
  if (!found) return error ? <ErrorRetry error={error} onRetry={refetch} /> : <Loading label={t("search.searching")} />;
  if (found.total === 0) return <p className="empty">{t("search.none", { query })}</p>;
  if (found.items.length === 0) {
    return (
      <p className="empty">
        {t("search.fewer")} <Link to={localePath(searchPath(query))}>{t("search.backToFirst")}</Link>
      </p>
    );
  }
  return (
    <>
      <p className="search-count">
        {t("search.count", { count: found.total, query })}
      </p>
      <ol className="search-results" start={offset + 1}>
        {found.items.map((hit) => (
          <SearchResult key={hit.article.id} hit={hit} />
        ))}
      </ol>
      <SearchPages query={query} page={page} total={found.total} />
    </>
  );
}

type Hit = SearchArticlesQuery["search"]["items"][number];

function SearchResult({ hit }: { hit: Hit }) {
  const { article } = hit;
  const published = article.publishedAt ?? article.createTime;
  const format = useFormat();
  const localePath = useLocalePath();
  const lang = useEntryLang(article.language);
  return (
    <li className="search-result h-entry" lang={lang.entry}>
      <h2>
        <Link className="p-name u-url" to={localePath(articlePath(article.slug))}>
          <MarkedText marked={hit.titleHighlighted} />
        </Link>
      </h2>
      {hit.snippet.text && (
        <p className="search-snippet p-summary">
          <MarkedText marked={hit.snippet} />
        </p>
      )}
      <time className="dt-published" dateTime={published} lang={lang.page}>
        {format.date(published)}
      </time>
    </li>
  );
}

function SearchPages({ query, page, total }: { query: string; page: number; total: number }) {
  const pages = Math.ceil(total / SEARCH_PAGE_SIZE);
  const t = useT();
  const localePath = useLocalePath();
  if (pages <= 1) return null;
  return (
    <nav className="search-pages" aria-label={t("search.pages")}>
      {page > 1 && (
        <Link rel="prev" to={localePath(searchPath(query, page - 1))}>
          {t("search.previous")}
        </Link>
      )}
      <span>{t("search.page", { page, pages })}</span>
      {page < pages && (
        <Link rel="next" to={localePath(searchPath(query, page + 1))}>
          {t("search.next")}
        </Link>
      )}
    </nav>
  );
}
