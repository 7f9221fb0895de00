import { useT } from "../../i18n/i18n";
import { LoadMore } from "../load-more/load-more";
import type { useLoadMore } from "../load-more/use-load-more";
import { ErrorRetry, Loading } from "../request-state";
import { ArticleTeaser, type ArticleTeaserData } from "./article-teaser";

interface ArticleTeaserListProps {
  /** What usePagedList gives: the pages so far, or undefined while the first one loads or when it failed. */
  page: { items: readonly ArticleTeaserData[] } | undefined;
  error: unknown;
  refetch(): unknown;
  more: ReturnType<typeof useLoadMore>;
  hasMore: boolean;
  /** Said when the list is empty; "No articles yet." in the page's language when omitted. */
  empty?: string;
}

/** A public "load more" list of articles (home, a tag's page): the teasers, More articles, or the loading and error states. */
export function ArticleTeaserList({ page, error, refetch, more, hasMore, empty }: ArticleTeaserListProps) {
  const t = useT();
  if (!page) return error ? <ErrorRetry error={error} onRetry={refetch} /> : <Loading label={t("common.articles.loading")} />;
  return (
    <>
      <ul className="article-list">
        {page.items.map((article) => (
          <ArticleTeaser key={article.id} article={article} />
        ))}
      </ul>
      {page.items.length === 0 && <p className="empty">{empty ?? t("common.articles.empty")}</p>}
      {hasMore && <LoadMore {...more} label={t("common.articles.more")} />}
    </>
  );
}
