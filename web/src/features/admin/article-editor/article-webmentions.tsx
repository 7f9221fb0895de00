import { useQuery } from "@apollo/client/react";
import { AdminArticleWebmentionsDocument, type ReceivedWebmentionState, type SentWebmentionState } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useFormat, useT, type AdminMessageId } from "../../../i18n/admin";

const SENT_LABELS: Record<SentWebmentionState, AdminMessageId> = {
  QUEUED: "admin.webmentions.sent.queued",
  SENT: "admin.webmentions.sent.sent",
  NO_ENDPOINT: "admin.webmentions.sent.noEndpoint",
  FAILED: "admin.webmentions.sent.failed",
};
const RECEIVED_LABELS: Record<ReceivedWebmentionState, AdminMessageId> = {
  QUEUED: "admin.webmentions.received.queued",
  ACCEPTED: "admin.webmentions.received.accepted",
  REMOVED: "admin.webmentions.received.removed",
  REFUSED: "admin.webmentions.received.refused",
};

/**
 * The Webmentions of the article version being edited: sent to the pages it links to (and linked to before),
 * and received from other sites, each with what became of it. Read-only; received mentions are moderated with
 * the comments.
 */
export function ArticleWebmentions({ articleId }: { articleId: number }) {
  const t = useT();
  const format = useFormat();
  const { data } = useQuery(AdminArticleWebmentionsDocument, { variables: { articleId }, context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  const mentions = data?.articleWebmentions;
  if (!mentions) return null;
  return (
    <details className="article-webmentions">
      <summary>{t("admin.webmentions.heading", { sent: mentions.sent.length, received: mentions.received.length })}</summary>
      <h3>{t("admin.webmentions.sentHeading")}</h3>
      {mentions.sent.length === 0 ? (
        <p className="table-empty">{t("admin.webmentions.noneSent")}</p>
      ) : (
        <ul>
          {mentions.sent.map((sent) => (
            <li key={sent.id}>
              <a href={sent.target} rel="noopener noreferrer">
                {sent.target}
              </a>{" "}
              — {t(SENT_LABELS[sent.state])}
              {!sent.linked && ` (${t("admin.webmentions.linkRemoved")})`}
              {sent.result && ` · ${sent.result}`} · {format.dateTime(sent.updateTime)}
            </li>
          ))}
        </ul>
      )}
      <h3>{t("admin.webmentions.receivedHeading")}</h3>
      {mentions.received.length === 0 ? (
        <p className="table-empty">{t("admin.webmentions.noneReceived")}</p>
      ) : (
        <ul>
          {mentions.received.map((received) => (
            <li key={received.id}>
              <a href={received.source} rel="nofollow noopener noreferrer">
                {received.source}
              </a>{" "}
              — {t(RECEIVED_LABELS[received.state])}
              {received.reason && ` · ${received.reason}`} · {format.dateTime(received.createTime)}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
