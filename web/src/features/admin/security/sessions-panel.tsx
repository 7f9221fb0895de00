import { useQuery } from "@apollo/client/react";
import { AdminEndMySessionDocument, AdminMySessionsDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { formatDateTime } from "../../../lib/format-date";
import { useFailureToast } from "../shared/use-failure-toast";
import { useSave } from "../shared/use-save";

/**
 * Where the user is signed in, most recently used first, each with a way to sign that browser out; this
 * browser is marked, and signs out with the header's Log out. Changing the password ends all the others.
 */
export function SessionsPanel() {
  const { data, error, refetch } = useQuery(AdminMySessionsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  useFailureToast(error);
  const { save, saving } = useSave(refetch);
  const sessions = data?.mySessions ?? [];
  return (
    <section className="two-factor-panel sessions-panel" aria-labelledby="sessions-heading">
      <h3 id="sessions-heading">Where you are signed in</h3>
      <ul className="sessions-list">
        {sessions.map((session) => (
          <li key={session.id}>
            <div>
              <strong>{session.browser}</strong>
              {session.current && <span className="session-current"> · this browser</span>}
              <div className="session-facts">
                {session.address ?? "address unknown"} · last used {formatDateTime(session.lastSeenAt)} · signed in {formatDateTime(session.signedInAt)}
              </div>
            </div>
            {!session.current && (
              <button
                type="button"
                className="button-plain"
                disabled={saving}
                aria-label={`Sign out ${session.browser}, last used ${formatDateTime(session.lastSeenAt)}`}
                onClick={() => void save(AdminEndMySessionDocument, { id: session.id }, { failure: `Could not sign out ${session.browser}`, done: `${session.browser} is signed out.` })}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="session-note">Changing your password signs out every other browser.</p>
    </section>
  );
}
