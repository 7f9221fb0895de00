import { HomeArticlesDocument } from "../../gql/home/graphql";
import { ArticleTeaserList } from "../../lib/ui/article-teaser-list";
import { usePagedList } from "../../lib/load-more/use-paged-list";

/** The spec's default page size for lists (§9). */
export const ARTICLES_PAGE_SIZE = 10;

export function ArticleList() {
  const list = usePagedList(HomeArticlesDocument, "homeArticles", ARTICLES_PAGE_SIZE);

  return (
    <section className="card home-section" aria-labelledby="articles-heading">
      <header className="section-heading">
        <h2 id="articles-heading">Articles</h2>
      </header>
      <ArticleTeaserList {...list} empty="No articles yet." />
    </section>
  );
}
