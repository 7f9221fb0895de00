import { GuestbookMessagesDocument, type GuestbookMessagesQuery } from "../../gql/guestbook/graphql";
import { useFormat } from "../../i18n/format";
import { useT } from "../../i18n/i18n";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { LoadMore } from "../../lib/load-more/load-more";
import { usePagedList } from "../../lib/load-more/use-paged-list";

/** The spec's default page size for lists (§9). */
export const GUESTBOOK_PAGE_SIZE = 10;

type Message = GuestbookMessagesQuery["messages"]["items"][number];

/** Approved messages, newest first, a page at a time, each with the author's reply under it. */
export function MessageList() {
  const { page, error, refetch, more, hasMore } = usePagedList(GuestbookMessagesDocument, "messages", GUESTBOOK_PAGE_SIZE);
  const t = useT();

  return (
    <section className="card guestbook-messages" aria-labelledby="guestbook-messages-heading">
      <h2 id="guestbook-messages-heading">{t("guestbook.messages")}</h2>
      {page ? (
        <>
          <ol className="guestbook-list">
            {page.items.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
          {page.items.length === 0 && <p className="empty">{t("guestbook.empty")}</p>}
          {hasMore && <LoadMore {...more} label={t("guestbook.more")} />}
        </>
      ) : error ? (
        <ErrorRetry error={error} onRetry={refetch} />
      ) : (
        <Loading label={t("guestbook.loading")} />
      )}
    </section>
  );
}

/** Names and texts are visitors' own words: React text nodes, so markup in them shows as typed. */
function MessageItem({ message }: { message: Message }) {
  const t = useT();
  const format = useFormat();
  return (
    <li className="guestbook-message">
      <p className="guestbook-meta">
        <strong className="guestbook-author">{message.name}</strong>
        <time dateTime={message.createTime}>{format.date(message.createTime)}</time>
      </p>
      <p className="guestbook-text">{message.text}</p>
      {message.reply && (
        <div className="guestbook-reply">
          <p className="guestbook-meta">
            <strong>{t("guestbook.reply")}</strong>
            {message.replyTime && <time dateTime={message.replyTime}>{format.date(message.replyTime)}</time>}
          </p>
          <p className="guestbook-text">{message.reply}</p>
        </div>
      )}
    </li>
  );
}
