import type { AdminMessagesQuery } from "../../../gql/admin/graphql";
import { InlineEdit } from "../../../lib/ui/inline-edit";
import { Switch } from "../../../lib/ui/switch";
import "../../../lib/ui/form.css";
import { ActionsHeader } from "../shared/actions-header";
import { VIEW_ONLY_HINT } from "../shell/admin-user";
import { useFormat, useT } from "../../../i18n/admin";

export type MessageRow = AdminMessagesQuery["messages"]["items"][number];

interface MessagesTableProps {
  messages: readonly MessageRow[];
  canEdit: boolean;
  onShow(message: MessageRow, shown: boolean): void;
  /** An empty reply removes it. */
  onReply(message: MessageRow, reply: string): void;
  onDelete(message: MessageRow): void;
}

/**
 * One page of guestbook messages with the visitor's e-mail (sent to administrators only, so others see the
 * name and time alone), an approve switch, the reply (edited in place,
 * shown publicly under the message) and delete. Visitors' words are React text nodes, never markup.
 */
export function MessagesTable({ messages, canEdit, onShow, onReply, onDelete }: MessagesTableProps) {
  const t = useT();
  const format = useFormat();
  return (
    <div className="table-scroll">
      <table className="admin-table messages-table">
        <thead>
          <tr>
            <th className="message-from">{t("admin.messages.from")}</th>
            <th>{t("admin.messages.textAndReply")}</th>
            <th className="col-switch">{t("admin.messages.approvedHeader")}</th>
            {canEdit && <ActionsHeader />}
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <td className="message-from">
                <span className="message-name">{message.name}</span>
                {message.email && (
                  <a className="message-email" href={`mailto:${message.email}`}>
                    {message.email}
                  </a>
                )}
                <PostedAt iso={message.createTime} />
              </td>
              <td>
                <p className="message-text">{message.text}</p>
                <div className="message-reply">
                  <span className="message-reply-label" aria-hidden="true">
                    {t("admin.messages.reply")}
                  </span>
                  <InlineEdit
                    value={message.reply}
                    label={t("admin.messages.replyTo", { name: message.name })}
                    multiline
                    disabled={!canEdit}
                    onCommit={(reply) => onReply(message, reply)}
                  />
                  {message.replyTime && <span className="message-reply-time">{t("admin.messages.replied", { time: format.dateTime(message.replyTime) })}</span>}
                </div>
              </td>
              <td className="col-switch">
                <Switch
                  checked={message.isShow}
                  label={t("admin.messages.approveRow", { name: message.name })}
                  disabled={!canEdit}
                  title={canEdit ? undefined : t(VIEW_ONLY_HINT)}
                  onChange={(shown) => onShow(message, shown)}
                />
              </td>
              {canEdit && (
                <td className="col-actions">
                  <button type="button" className="button-plain" aria-label={t("admin.messages.deleteRow", { name: message.name })} onClick={() => onDelete(message)}>
                    {t("admin.common.delete")}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Date and time may go on two lines, but neither breaks inside (a narrow cell would split "Nov 21," from "2026"). */
function PostedAt({ iso }: { iso: string }) {
  const format = useFormat();
  return (
    <time className="message-time" dateTime={iso}>
      <span>{format.date(iso)}</span> <span>{format.time(iso)}</span>
    </time>
  );
}
