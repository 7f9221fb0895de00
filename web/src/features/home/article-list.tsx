import { Link } from "react-router-dom";
import { HomeArticlesDocument } from "../../gql/home/graphql";
import { formatDate } from "../../lib/format-date";
import { articlePath } from "../../lib/article-path";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { LoadMore } from "../../lib/load-more/load-more";
import { usePagedList } from "../../lib/load-more/use-paged-list";

/** The spec's default page size for lists (§9). */
export const ARTICLES_PAGE_SIZE = 10;

export function ArticleList() {
  const { page, error, refetch, more, hasMore } = usePagedList(HomeArticlesDocument, "articles", ARTICLES_PAGE_SIZE);

  return (
    <section className="card home-section" aria-labelledby="articles-heading">
      <header className="section-heading">
        <h2 id="articles-heading">Articles</h2>
      </header>
      {page ? (
        <>
          <ul className="article-list">
            {page.items.map((article) => (
              <li key={article.id} className="article-item">
                <h3>
                  <Link to={articlePath(article.slug)}>{article.title}</Link>
                </h3>
                <p className="article-summary">{article.summary}</p>
                <p className="article-meta">
                  <time dateTime={article.publishedAt ?? article.createTime}>{formatDate(article.publishedAt ?? article.createTime)}</time>
                  <span>{article.hits} views</span>
                </p>
              </li>
            ))}
          </ul>
          {page.items.length === 0 && <p className="empty">No articles yet.</p>}
          {hasMore && <LoadMore {...more} label="More articles" />}
        </>
      ) : error ? (
        <ErrorRetry error={error} onRetry={refetch} />
      ) : (
        <Loading label="Loading articles…" />
      )}
    </section>
  );
}
