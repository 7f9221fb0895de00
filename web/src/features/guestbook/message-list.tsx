import { GuestbookMessagesDocument, type GuestbookMessagesQuery } from "../../gql/guestbook/graphql";
import { formatDate } from "../../lib/format-date";
import { ErrorRetry, Loading } from "../../lib/request-state";
import { LoadMore } from "../../lib/load-more/load-more";
import { usePagedList } from "../../lib/load-more/use-paged-list";

/** The spec's default page size for lists (§9). */
export const GUESTBOOK_PAGE_SIZE = 10;

type Message = GuestbookMessagesQuery["messages"]["items"][number];

/** Approved messages, newest first, a page at a time, each with the author's reply under it. */
export function MessageList() {
  const { page, error, refetch, more, hasMore } = usePagedList(GuestbookMessagesDocument, "messages", GUESTBOOK_PAGE_SIZE);

  return (
    <section className="card guestbook-messages" aria-labelledby="guestbook-messages-heading">
      <h2 id="guestbook-messages-heading">Messages</h2>
      {page ? (
        <>
          <ol className="guestbook-list">
            {page.items.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
          {page.items.length === 0 && <p className="empty">No messages yet. Be the first to leave one.</p>}
          {hasMore && <LoadMore {...more} label="More messages" />}
        </>
      ) : error ? (
        <ErrorRetry error={error} onRetry={refetch} />
      ) : (
        <Loading label="Loading messages…" />
      )}
    </section>
  );
}

/** Names and texts are visitors' own words: React text nodes, so markup in them shows as typed. */
function MessageItem({ message }: { message: Message }) {
  return (
    <li className="guestbook-message">
      <p className="guestbook-meta">
        <strong className="guestbook-author">{message.name}</strong>
        <time dateTime={message.createTime}>{formatDate(message.createTime)}</time>
      </p>
      <p className="guestbook-text">{message.text}</p>
      {message.reply && (
        <div className="guestbook-reply">
          <p className="guestbook-meta">
            <strong>Reply from the author</strong>
            {message.replyTime && <time dateTime={message.replyTime}>{formatDate(message.replyTime)}</time>}
          </p>
          <p className="guestbook-text">{message.reply}</p>
        </div>
      )}
    </li>
  );
}
