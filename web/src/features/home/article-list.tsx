import { HomeArticlesDocument } from "../../gql/home/graphql";
import { ArticleTeaser } from "../../lib/ui/article-teaser";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { LoadMore } from "../../lib/load-more/load-more";
import { usePagedList } from "../../lib/load-more/use-paged-list";

/** The spec's default page size for lists (§9). */
export const ARTICLES_PAGE_SIZE = 10;

export function ArticleList() {
  const { page, error, refetch, more, hasMore } = usePagedList(HomeArticlesDocument, "homeArticles", ARTICLES_PAGE_SIZE);

  return (
    <section className="card home-section" aria-labelledby="articles-heading">
      <header className="section-heading">
        <h2 id="articles-heading">Articles</h2>
      </header>
      {page ? (
        <>
          <ul className="article-list">
            {page.items.map((article) => (
              <ArticleTeaser key={article.id} article={article} />
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
