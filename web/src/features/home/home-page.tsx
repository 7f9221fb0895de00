import { useQuery } from "@apollo/client/react";
import { HomeCoverDocument, HomeInfoDocument, HomeNoteDocument, HomeOwnerLinksDocument } from "../../gql/home/graphql";
import { meLinks, useAbsoluteUrl } from "../../lib/microformats";
import { useSiteShell } from "../../lib/use-site-shell";
import { languageOf } from "../../i18n/language";
import { usePageHead } from "../../lib/use-page-head";
import { useLocale, useT } from "../../i18n/i18n";
import { ArticleList } from "./article-list";
import { DailySentences } from "./daily-sentences";
import { HomeSidePanel } from "./home-side-panel";
import { useRecordVisit } from "./use-record-visit";
import "./home.css";

export function HomePage() {
  const t = useT();
  const email = useSiteShell().data?.siteInfo?.email;
  const homeUrl = useAbsoluteUrl()("/");
  const details = useQuery(HomeOwnerLinksDocument).data?.ownerProfile.details;
  usePageHead({
    path: "/",
    me: meLinks(homeUrl, email, details),
    jsonLd: ({ url, siteName, siteDescription }) => ({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: siteName,
      url,
      description: siteDescription || undefined,
    }),
  });
  // The page is drawn with today's count as it stood; the visit this page records answers the new one.
  const home = useQuery(HomeInfoDocument);
  const recorded = useRecordVisit();
  // Under /zh/ and /en/, the owner's note in that language where written.
  const { locale, prefixed } = useLocale();
  const note = useQuery(HomeNoteDocument, { variables: { language: languageOf(locale) }, skip: !prefixed }).data?.siteText.note;
  const info = recorded.info ?? home.data?.homeInfo;
  const visit = { ...recorded, info: info && note ? { ...info, note } : info, error: recorded.info ? undefined : (recorded.error ?? home.error) };
  return (
    <div className="home">
      <h1 className="visually-hidden">{t("home.heading")}</h1>
      <HomeCover />
      <div className="home-main">
        <DailySentences today={visit.info?.today} />
        <ArticleList />
      </div>
      <HomeSidePanel {...visit} />
    </div>
  );
}

/** Below 1200 px the cover spans the page less its margins; above, the column's 1152 px. */
const COVER_SIZES = "(min-width: 1200px) 1152px, 100vw";

/**
 * The owner's cover picture, the page's largest element: asked for at once and first (it is what the page is
 * judged on to have loaded), its box sized from its proportions before a byte of it arrives.
 */
function HomeCover() {
  const cover = useQuery(HomeCoverDocument).data?.appearance.cover;
  if (!cover) return null;
  return (
    <img
      className="home-cover"
      src={cover.url}
      srcSet={cover.srcset ?? undefined}
      sizes={cover.srcset ? COVER_SIZES : undefined}
      width={cover.width}
      height={cover.height}
      style={{ aspectRatio: `${cover.width} / ${cover.height}` }}
      alt=""
      loading="eager"
      fetchPriority="high"
    />
  );
}
