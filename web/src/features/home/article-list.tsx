import { HomeArticlesDocument } from "../../gql/home/graphql";
import { ArticleTeaserList } from "../../lib/ui/article-teaser-list";
import { usePagedList } from "../../lib/load-more/use-paged-list";
import { useT } from "../../i18n/i18n";
import { usePageLanguage } from "../../i18n/language";

/** The spec's default page size for lists (§9). */
export const ARTICLES_PAGE_SIZE = 10;

export function ArticleList() {
  const list = usePagedList(HomeArticlesDocument, "homeArticles", ARTICLES_PAGE_SIZE, { language: usePageLanguage() });
  const t = useT();

  return (
    <section className="card home-section" aria-labelledby="articles-heading">
      <header className="section-heading">
        <h2 id="articles-heading">{t("common.articles.heading")}</h2>
      </header>
      <ArticleTeaserList {...list} />
    </section>
  );
}
