import { useEffect } from "react";
import { useQuery } from "@apollo/client/react";
import {
  AdminDeleteMessageDocument,
  AdminMessagesDocument,
  AdminReplyToMessageDocument,
  AdminSetMessageShownDocument,
} from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { Paginator } from "../../../lib/ui/paginator";
import { useRowSaves } from "../shared/row-saves";
import { useConfirmedDelete } from "../shared/use-confirmed-delete";
import { useFailureToast } from "../shared/use-failure-toast";
import { PAGE_SIZE, usePageParam } from "../shared/use-page-param";
import { useSave } from "../shared/use-save";
import { useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import { useStatusParam } from "./message-status";
import { MessagesTable, type MessageRow } from "./messages-table";
import { StatusFilter } from "./status-filter";
import { useT, type AdminMessageId } from "../../../i18n/admin";
import "./messages.css";

const EMPTY_NOTE: Record<string, AdminMessageId> = {
  ALL: "admin.messages.empty.all",
  PENDING: "admin.messages.empty.pending",
  APPROVED: "admin.messages.empty.approved",
};

/** Message management (/message): the guestbook, newest first and paged on the server, to approve, answer or delete. */
export function MessagesPage() {
  const canEdit = useCanEdit();
  const t = useT();
  const [page, setPage] = usePageParam();
  const [status, setStatus] = useStatusParam();
  const { data: current, previousData, loading, error, refetch } = useQuery(AdminMessagesDocument, {
    variables: { status, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    context: ADMIN_CONTEXT,
    fetchPolicy: "cache-and-network",
  });
  useFailureToast(error);
  // While the next page loads, the last one stays on screen rather than an empty table.
  const data = current ?? previousData;
  const { save, saving } = useSave(refetch);
  const messages = data?.messages.items ?? [];
  const total = data?.messages.total ?? 0;
  const { onShow } = useRowSaves(save, {
    typename: "Message",
    name: (message: MessageRow) => message.name,
    phrase: (message: MessageRow) => t("admin.messages.phrase", { name: message.name }),
    shown: AdminSetMessageShownDocument,
    shownWords: { on: "admin.messages.approved", off: "admin.messages.unapproved", turnOnFailed: "admin.messages.approveFailed", turnOffFailed: "admin.messages.unapproveFailed" },
  });

  // Deleting the last row of the last page, or approving it under "waiting", leaves that page empty: go back one.
  const lastPage = Math.max(1, Math.ceil((current?.messages.total ?? 0) / PAGE_SIZE));
  useEffect(() => {
    if (current && page > lastPage) setPage(lastPage);
  }, [current, page, lastPage, setPage]);

  const { remove, confirmDialog } = useConfirmedDelete(save, {
    typename: "Message",
    mutation: AdminDeleteMessageDocument,
    ask: (message: MessageRow) => ({ title: t("admin.messages.deleteTitle"), message: t("admin.messages.deleteMessage", { name: message.name }) }),
    done: t("admin.messages.deleted"),
  });

  return (
    <AdminPage
      title={t("admin.nav.messages")}
      busy={loading || saving}
      aside={<StatusFilter value={status} onChange={setStatus} />}
      failed={!data && error ? { error, retry: refetch } : undefined}
    >
      <MessagesTable
        messages={messages}
        canEdit={canEdit}
        onShow={onShow}
        onReply={(message, reply) =>
          save(AdminReplyToMessageDocument, { id: message.id, reply }, {
            failure: t("admin.messages.replyFailed", { name: message.name }),
            done: reply ? t("admin.messages.replySaved") : t("admin.messages.replyRemoved"),
          })
        }
        onDelete={remove}
      />
      {data && messages.length === 0 && <p className="table-empty">{t(EMPTY_NOTE[status])}</p>}
      <Paginator total={total} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
      {confirmDialog}
    </AdminPage>
  );
}
