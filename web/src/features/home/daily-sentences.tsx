import { useCallback } from "react";
import { useQuery } from "@apollo/client/react";
import { HomeSentencesDocument } from "../../gql/home/graphql";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { appendPage } from "../../lib/load-more/append-page";
import { LoadMore } from "../../lib/load-more/load-more";
import { useLoadMore } from "../../lib/load-more/use-load-more";

export const SENTENCES_PAGE_SIZE = 5;

/** The daily sentences, Chinese with its English rendering, under a heading with today's visit count. */
export function DailySentences({ today }: { today?: number }) {
  const { data, error, refetch, fetchMore } = useQuery(HomeSentencesDocument, {
    variables: { offset: 0, limit: SENTENCES_PAGE_SIZE },
  });
  const page = data?.dailySentences;
  const shown = page?.items.length ?? 0;
  const fetchNextPage = useCallback(
    () =>
      fetchMore({
        variables: { offset: shown },
        updateQuery: (previous, { fetchMoreResult }) => ({
          dailySentences: {
            ...fetchMoreResult.dailySentences,
            items: appendPage(previous.dailySentences.items, fetchMoreResult.dailySentences.items),
          },
        }),
      }),
    [fetchMore, shown],
  );
  const more = useLoadMore(fetchNextPage);

  return (
    <section className="card home-section" aria-labelledby="sentences-heading">
      <header className="section-heading">
        <h2 id="sentences-heading">Daily sentence</h2>
        {today !== undefined && (
          <p className="today-count" aria-label={`${today} visits today`}>
            Today <strong>{today}</strong>
          </p>
        )}
      </header>
      {page ? (
        <>
          <ul className="sentence-list">
            {page.items.map((sentence) => (
              <li key={sentence.id} className="sentence">
                <p className="sentence-cn" lang="zh-CN">
                  {sentence.cn}
                </p>
                <p className="sentence-en" lang="en">
                  {sentence.en}
                </p>
              </li>
            ))}
          </ul>
          {page.items.length === 0 && <p className="empty">No sentences yet.</p>}
          {shown < page.total && <LoadMore {...more} label="More sentences" />}
        </>
      ) : error ? (
        <ErrorRetry error={error} onRetry={refetch} />
      ) : (
        <Loading label="Loading sentences…" />
      )}
    </section>
  );
}
