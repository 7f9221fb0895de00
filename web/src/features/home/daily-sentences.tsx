import { HomeSentencesDocument } from "../../gql/home/graphql";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { LoadMore } from "../../lib/load-more/load-more";
import { usePagedList } from "../../lib/load-more/use-paged-list";

export const SENTENCES_PAGE_SIZE = 5;

/** The daily sentences, Chinese with its English rendering, under a heading with today's visit count. */
export function DailySentences({ today }: { today?: number }) {
  const { page, error, refetch, more, hasMore } = usePagedList(HomeSentencesDocument, "dailySentences", SENTENCES_PAGE_SIZE);

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
          {hasMore && <LoadMore {...more} label="More sentences" />}
        </>
      ) : error ? (
        <ErrorRetry error={error} onRetry={refetch} />
      ) : (
        <Loading label="Loading sentences…" />
      )}
    </section>
  );
}
