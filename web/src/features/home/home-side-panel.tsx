import type { RecordVisitMutation } from "../../gql/home/graphql";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { FriendLinks } from "./friend-links";
import { useT } from "../../i18n/i18n";
import { useAbsoluteUrl } from "../../lib/microformats";
import { useSiteShell } from "../../lib/use-site-shell";

interface HomeSidePanelProps {
  info?: RecordVisitMutation["recordVisit"];
  error: unknown;
  retry: () => unknown;
}

/**
 * The owner's photo and note, the friend links, then the two ad places the spec reserves (§2). The owner's card
 * is the site's representative h-card (microformats2): its address and uid are the home page's.
 */
export function HomeSidePanel({ info, error, retry }: HomeSidePanelProps) {
  const t = useT();
  const site = useSiteShell().data?.siteInfo;
  const absolute = useAbsoluteUrl();
  const name = site?.author || site?.title;
  return (
    <aside className="home-aside" aria-label={t("home.side")}>
      <section className={info ? "card owner-card h-card" : "card owner-card"} aria-label={t("home.author.label")}>
        {info ? (
          <>
            <img className={info.photo ? "owner-photo u-photo" : "owner-photo"} src={info.photo} alt={t("home.author.photo")} width="120" height="120" />
            <p className="owner-note p-note">{info.note}</p>
            {name && <data className="p-name" value={name} />}
            <data className="u-url u-uid" value={absolute("/")} />
            {site?.email && <data className="u-email" value={`mailto:${site.email}`} />}
          </>
        ) : error ? (
          <ErrorRetry error={error} onRetry={retry} />
        ) : (
          <Loading />
        )}
      </section>
      <FriendLinks />
      <AdSlot place={1} />
      <AdSlot place={2} />
    </aside>
  );
}

/** Each place its own landmark name: two regions both called "Advertisement" could not be told apart. */
function AdSlot({ place }: { place: number }) {
  const t = useT();
  return (
    <section className="ad-slot" aria-label={t("home.ad.label", { place })}>
      <span className="ad-label">{t("home.ad.title")}</span>
      <span className="ad-text">{t("home.ad.text")}</span>
    </section>
  );
}
