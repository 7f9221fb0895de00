import { HomeArticlesDocument } from "../../gql/home/graphql";
import { ArticleTeaserList } from "../../lib/ui/article-teaser-list";
import { usePagedList } from "../../lib/load-more/use-paged-list";
import { useLocalePath, useT } from "../../i18n/i18n";
import { AuthorCard, useAbsoluteUrl } from "../../lib/microformats";
import { useSiteShell } from "../../lib/use-site-shell";
import { usePageLanguage } from "../../i18n/language";

/** The spec's default page size for lists (§9). */
export const ARTICLES_PAGE_SIZE = 10;

export function ArticleList() {
  const list = usePagedList(HomeArticlesDocument, "homeArticles", ARTICLES_PAGE_SIZE, { language: usePageLanguage() });
  const t = useT();
  const site = useSiteShell().data?.siteInfo;
  const absolute = useAbsoluteUrl();
  const localePath = useLocalePath();

  return (
    // The site's h-feed (microformats2): named after the site, its entries the teasers.
    <section className="card home-section h-feed" aria-labelledby="articles-heading">
      <header className="section-heading">
        <h2 id="articles-heading">{t("common.articles.heading")}</h2>
      </header>
      {site && <data className="p-name" value={site.title} />}
      <data className="u-url" value={absolute(localePath("/"))} />
      <AuthorCard />
      <ArticleTeaserList {...list} />
    </section>
  );
}
