import { HomeSentencesDocument } from "../../gql/home/graphql";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { LoadMore } from "../../lib/load-more/load-more";
import { usePagedList } from "../../lib/load-more/use-paged-list";
import { useFormat } from "../../i18n/format";
import { useLocale, useT } from "../../i18n/i18n";

export const SENTENCES_PAGE_SIZE = 5;

/** The daily sentences, each in Chinese and English, the page's language first, under a heading with today's visit count. */
export function DailySentences({ today }: { today?: number }) {
  const { page, error, refetch, more, hasMore } = usePagedList(HomeSentencesDocument, "dailySentences", SENTENCES_PAGE_SIZE);
  const t = useT();
  const format = useFormat();
  const englishFirst = useLocale().locale === "en";

  return (
    <section className="card home-section" aria-labelledby="sentences-heading">
      <header className="section-heading">
        <h2 id="sentences-heading">{t("home.sentences.heading")}</h2>
        {today !== undefined && (
          <p className="today-count" aria-label={t("home.todayLabel", { count: today })}>
            {t("home.today")} <strong>{format.number(today)}</strong>
          </p>
        )}
      </header>
      {page ? (
        <>
          <ul className="sentence-list">
            {page.items.map((sentence) => (
              <li key={sentence.id} className="sentence">
                {(englishFirst ? (["en", "cn"] as const) : (["cn", "en"] as const)).map((line, index) => (
                  <p key={line} className={`sentence-${line} ${index === 0 ? "sentence-lead" : "sentence-rendering"}`} lang={line === "cn" ? "zh-CN" : "en"}>
                    {sentence[line]}
                  </p>
                ))}
              </li>
            ))}
          </ul>
          {page.items.length === 0 && <p className="empty">{t("home.sentences.empty")}</p>}
          {hasMore && <LoadMore {...more} label={t("home.sentences.more")} />}
        </>
      ) : error ? (
        <ErrorRetry error={error} onRetry={refetch} />
      ) : (
        <Loading label={t("home.sentences.loading")} />
      )}
    </section>
  );
}
