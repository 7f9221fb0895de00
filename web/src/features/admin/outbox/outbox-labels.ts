import { useSearchParams } from "react-router-dom";
import type { MailState } from "../../../gql/admin/graphql";
import type { AdminMessageId } from "../../../i18n/admin";

export const STATE_LABELS: Readonly<Record<MailState, AdminMessageId>> = {
  SENT: "admin.outbox.state.sent",
  QUEUED: "admin.outbox.state.queued",
  FAILED: "admin.outbox.state.failed",
  NOT_SENT: "admin.outbox.state.notSent",
};

/** What each message is for (the server's `purpose`); one the page does not know yet is shown as the server names it. */
export const PURPOSE_LABELS: Readonly<Record<string, AdminMessageId>> = {
  test: "admin.outbox.purpose.test",
  "reply-notice": "admin.outbox.purpose.replyNotice",
  "comment-confirm": "admin.outbox.purpose.commentConfirm",
  "comment-removal": "admin.outbox.purpose.commentRemoval",
  "subscriber-confirm": "admin.outbox.purpose.subscriberConfirm",
  "newsletter-test": "admin.outbox.purpose.newsletterTest",
};

const STATE_PARAMS: Readonly<Record<string, MailState>> = { sent: "SENT", queued: "QUEUED", failed: "FAILED", "not-sent": "NOT_SENT" };

/** The state filter lives in the address (?state=not-sent), like the page, so a reload or a link keeps it. */
export function useStateFilter(): [MailState | undefined, (next: MailState | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const state = STATE_PARAMS[params.get("state") ?? ""];
  const setState = (next: MailState | undefined) =>
    setParams(() => {
      const updated = new URLSearchParams();
      // Another filter has other pages: start at the first.
      if (next) updated.set("state", next.toLowerCase().replace("_", "-"));
      return updated;
    });
  return [state, setState];
}
