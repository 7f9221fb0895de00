import type { ApolloCache } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { AdminCarryOutCommentRemovalDocument, AdminCommentRemovalRequestsDocument, type AdminCommentRemovalRequestsQuery } from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useToast } from "../../../lib/toast";
import { useConfirm } from "../../../lib/ui/confirm-dialog";
import { useFormat, useT } from "../../../i18n/admin";
import { useFormMutation } from "../shared/use-form-mutation";

type Request = AdminCommentRemovalRequestsQuery["commentRemovalRequests"][number];

const NO_FIELDS = [] as const;

/** The removed comments leave the queue, and the request its list: both are read again. */
const forgetRemoved = (cache: ApolloCache) => {
  cache.evict({ fieldName: "commentRemovalRequests" });
  cache.evict({ fieldName: "commentQueue" });
  cache.evict({ fieldName: "pendingCommentCount" });
};

/**
 * Requests, confirmed by the address's holder, to remove every comment written with one e-mail address:
 * the owner carries each out after a confirmation (the comments' names and text are erased for good).
 */
export function CommentRemovals({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const { confirm, confirmDialog } = useConfirm();
  const { data } = useQuery(AdminCommentRemovalRequestsDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  const { run, busy } = useFormMutation(NO_FIELDS);
  const requests = data?.commentRemovalRequests ?? [];

  const carryOut = async (request: Request) => {
    const sure = await confirm({
      title: t("admin.comments.removals.confirmTitle", { count: request.comments }),
      message: t("admin.comments.removals.confirmMessage"),
      confirmLabel: t("admin.comments.removals.carryOut"),
    });
    if (!sure) return;
    const done = await run(AdminCarryOutCommentRemovalDocument, { id: request.id }, forgetRemoved);
    if (done) toast(t("admin.comments.removals.done", { count: done.carryOutCommentRemoval }), "success");
  };

  return (
    <section className="comments-section" aria-labelledby="comment-removals-heading">
      <h2 id="comment-removals-heading">{t("admin.comments.removals.heading")}</h2>
      {data && requests.length === 0 && <p className="comment-settings-hint">{t("admin.comments.removals.empty")}</p>}
      <ul className="comments-section-list">
        {requests.map((request) => {
          const when = format.dateTime(request.confirmedTime ?? request.createTime);
          return (
            <li key={request.id}>
              <span>{t("admin.comments.removals.request", { count: request.comments })}</span>
              <time dateTime={request.confirmedTime ?? request.createTime}>{t("admin.comments.removals.confirmedAt", { when })}</time>
              {canEdit && (
                <button type="button" className="button-plain" disabled={busy} aria-label={t("admin.comments.removals.carryOutOf", { when })} onClick={() => void carryOut(request)}>
                  {t("admin.comments.removals.carryOut")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {confirmDialog}
    </section>
  );
}
