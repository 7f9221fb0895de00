import { useQuery } from "@apollo/client/react";
import { AdminEndMySessionDocument, AdminMySessionsDocument } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useFailureToast } from "../shared/use-failure-toast";
import { useSave } from "../shared/use-save";
import { useFormat, useT } from "../../../i18n/admin";
import { browserLabel } from "./browser-label";

/**
 * Where the user is signed in, most recently used first, each with a way to sign that browser out; this
 * browser is marked, and signs out with the header's Log out. Changing the password ends all the others.
 */
export function SessionsPanel() {
  const { data, error, refetch } = useQuery(AdminMySessionsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  useFailureToast(error);
  const { save, saving } = useSave(refetch);
  const t = useT();
  const format = useFormat();
  // Named in the reader's language from the User-Agent; the API's `browser` field says it in English.
  const sessions = (data?.mySessions ?? []).map((session) => ({ ...session, browser: browserLabel(t, session.userAgent) }));
  return (
    <section className="two-factor-panel sessions-panel" aria-labelledby="sessions-heading">
      <h3 id="sessions-heading">{t("admin.sessions.title")}</h3>
      <ul className="sessions-list">
        {sessions.map((session) => (
          <li key={session.id}>
            <div>
              <strong>{session.browser}</strong>
              {session.current && <span className="session-current"> · {t("admin.sessions.current")}</span>}
              <div className="session-facts">
                {session.address ?? t("admin.sessions.noAddress")} · {t("admin.sessions.lastUsed", { time: format.dateTime(session.lastSeenAt) })} ·{" "}
                {t("admin.sessions.signedIn", { time: format.dateTime(session.signedInAt) })}
              </div>
            </div>
            {!session.current && (
              <button
                type="button"
                className="button-plain"
                disabled={saving}
                aria-label={t("admin.sessions.signOutRow", { browser: session.browser, time: format.dateTime(session.lastSeenAt) })}
                onClick={() => void save(AdminEndMySessionDocument, { id: session.id }, { failure: t("admin.sessions.signOutFailed", { browser: session.browser }), done: t("admin.sessions.signedOut", { browser: session.browser }) })}
              >
                {t("admin.sessions.signOut")}
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="session-note">{t("admin.sessions.note")}</p>
    </section>
  );
}
