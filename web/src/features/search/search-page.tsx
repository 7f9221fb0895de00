import { useQuery } from "../../lib/page-data/use-query";
import { Link, useSearchParams } from "react-router-dom";
import { SearchArticlesDocument, type SearchArticlesQuery } from "../../gql/search/graphql";
import { articlePath } from "../../lib/article-path";
import { formatDate } from "../../lib/format-date";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { SEARCH_QUERY_MAX_LENGTH, SearchBox, searchPath } from "../../lib/ui/search-box";
import { usePageHead } from "../../lib/use-page-head";
import { MarkedText } from "./marked-text";
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
  // Indexable, as any list of the site's own articles is; each page of results is its own address.
  usePageHead({ path: query ? searchPath(query, page) : "/search", title: query ? `Search: ${query}` : "Search" });
  return (
    <section className="card search-page" aria-labelledby="search-heading">
      <h1 id="search-heading">Search</h1>
      <SearchBox defaultValue={query} className="search-page-box" landmark="Search again" />
      {!query ? (
        <p className="search-hint">Find articles by a word of their title or text, in English or Chinese.</p>
      ) : query.length > SEARCH_QUERY_MAX_LENGTH ? (
        <p className="search-hint" role="alert">
          Search for at most {SEARCH_QUERY_MAX_LENGTH} characters.
        </p>
      ) : (
        <SearchResults query={query} page={page} />
      )}
    </section>
  );
}

function SearchResults({ query, page }: { query: string; page: number }) {
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const { data, error, refetch } = useQuery(SearchArticlesDocument, { variables: { query, offset, limit: SEARCH_PAGE_SIZE } });
  const found = data?.search;
  if (!found) return error ? <ErrorRetry error={error} onRetry={refetch} /> : <Loading label="Searching…" />;
  if (found.total === 0) return <p className="empty">No articles match “{query}”.</p>;
  if (found.items.length === 0) {
    return (
      <p className="empty">
        There are fewer results than that. <Link to={searchPath(query)}>Back to the first page</Link>
      </p>
    );
  }
  return (
    <>
      <p className="search-count">
        {found.total === 1 ? "1 article matches" : `${found.total} articles match`} “{query}”.
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
  return (
    <li className="search-result">
      <h2>
        <Link to={articlePath(article.slug)}>
          <MarkedText html={hit.titleHighlighted} />
        </Link>
      </h2>
      {hit.snippet && (
        <p className="search-snippet">
          <MarkedText html={hit.snippet} />
        </p>
      )}
      <time dateTime={published}>{formatDate(published)}</time>
    </li>
  );
}

function SearchPages({ query, page, total }: { query: string; page: number; total: number }) {
  const pages = Math.ceil(total / SEARCH_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <nav className="search-pages" aria-label="Result pages">
      {page > 1 && (
        <Link rel="prev" to={searchPath(query, page - 1)}>
          ← Previous
        </Link>
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link rel="next" to={searchPath(query, page + 1)}>
          Next →
        </Link>
      )}
    </nav>
  );
}
