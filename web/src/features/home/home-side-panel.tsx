import type { RecordVisitMutation } from "../../gql/home/graphql";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { FriendLinks } from "./friend-links";

interface HomeSidePanelProps {
  info?: RecordVisitMutation["recordVisit"];
  error: unknown;
  retry: () => unknown;
}

/** The owner's photo and note, the friend links, then the two ad places the spec reserves (§2). */
export function HomeSidePanel({ info, error, retry }: HomeSidePanelProps) {
  return (
    <aside className="home-aside" aria-label="Side panel">
      <section className="card owner-card" aria-label="About the author">
        {info ? (
          <>
            <img className="owner-photo" src={info.photo} alt="The author" width="120" height="120" />
            <p className="owner-note">{info.note}</p>
          </>
        ) : error ? (
          <ErrorRetry error={error} onRetry={retry} />
        ) : (
          <Loading label="Loading…" />
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
  return (
    <section className="ad-slot" aria-label={`Advertisement ${place}`}>
      <span className="ad-label">Advertisement</span>
      <span className="ad-text">This space is available</span>
    </section>
  );
}
