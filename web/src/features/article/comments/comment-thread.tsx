import type { ReactNode } from "react";
import type { CommentKind, MyCommentFieldsFragment, ThreadCommentFieldsFragment } from "../../../gql/article/graphql";
import { useFormat } from "../../../i18n/format";
import { useT } from "../../../i18n/i18n";
import { ArticleBody } from "../article-body";

/** A comment of the thread, with the replies shown under it (the query reads four levels; the server stops nesting at three). */
export type ThreadNode = ThreadCommentFieldsFragment & { replies?: ThreadNode[] };

/** A comment shown in the thread, approved or (to its author) waiting. */
export type ShownComment = ThreadNode | MyCommentFieldsFragment;

interface ThreadProps {
  comments: ThreadNode[];
  /** This browser's comments that wait for the owner: shown to their author only, where they belong. */
  waiting: MyCommentFieldsFragment[];
  /** The comment whose text is being changed: what renderActions gives (the form) stands in for its text. */
  editingId?: number | null;
  /** What goes under a comment after its text: its buttons, or a form. `waiting` for one that waits for the owner. */
  renderActions: (comment: ShownComment, waiting: boolean) => ReactNode;
}

/** The approved comments, oldest first, nested as the server arranged them; the reader's own waiting ones among them. */
export function CommentThread({ comments, waiting, editingId = null, renderActions }: ThreadProps) {
  const shown = new Set<number>();
  const collect = (nodes: ThreadNode[]) => nodes.forEach((node) => (shown.add(node.id), collect(node.replies ?? [])));
  collect(comments);
  // A waiting reply to a comment not shown (itself waiting, or removed) stands at the end of the thread.
  const under = (parentId: number | null) => waiting.filter((mine) => (parentId === null ? mine.parentId === null || !shown.has(mine.parentId) : mine.parentId === parentId));
  const items: ItemProps = { waitingUnder: under, editingId, renderActions };
  return (
    <ol className="comment-list">
      <ThreadItems comments={comments} {...items} />
      {under(null).map((mine) => (
        <WaitingItem key={mine.id} comment={mine} {...items} />
      ))}
    </ol>
  );
}

/** What every item of the thread is told besides its comment. */
interface ItemProps {
  waitingUnder: (parentId: number) => MyCommentFieldsFragment[];
  editingId: number | null;
  renderActions: ThreadProps["renderActions"];
}

/**
 * The comments of one level. From the third level the thread is flat: a comment there comes with every later
 * reply of its branch (the server puts them in its replies), and they follow it at the same level.
 */
function ThreadItems({ comments, ...items }: { comments: ThreadNode[] } & ItemProps) {
  const level = comments.flatMap((comment) => (comment.depth >= 3 ? [comment, ...(comment.replies ?? [])] : [comment]));
  return level.map((comment) => <ThreadItem key={comment.id} comment={comment} flat={comment.depth >= 3} {...items} />);
}

function ThreadItem({ comment, flat, ...items }: { comment: ThreadNode; flat: boolean } & ItemProps) {
  const t = useT();
  const { waitingUnder, editingId, renderActions } = items;
  const replies = flat ? [] : (comment.replies ?? []);
  const mine = waitingUnder(comment.id);
  const card = (
    <article className="comment-card" aria-label={t("comments.by", { name: comment.authorName })}>
      <CommentMeta name={comment.authorName} time={comment.createTime} byOwner={comment.byOwner} replyToName={comment.replyToName} source={comment.sourceUrl} sourceKind={comment.kind} />
      {editingId !== comment.id && <ArticleBody className="comment-body" html={comment.bodyHtml} />}
      {renderActions(comment, false)}
    </article>
  );
  // At the flat level the reader's waiting replies follow the comment they answer, as approved ones do.
  if (flat) {
    return (
      <>
        <li className="comment" id={`comment-${comment.id}`}>
          {card}
        </li>
        {mine.map((waiting) => (
          <WaitingItem key={waiting.id} comment={waiting} {...items} />
        ))}
      </>
    );
  }
  return (
    <li className="comment" id={`comment-${comment.id}`}>
      {card}
      {(replies.length > 0 || mine.length > 0) && (
        <ol className="comment-list comment-replies">
          <ThreadItems comments={replies} {...items} />
          {mine.map((waiting) => (
            <WaitingItem key={waiting.id} comment={waiting} {...items} />
          ))}
        </ol>
      )}
    </li>
  );
}

function WaitingItem({ comment, editingId, renderActions }: { comment: MyCommentFieldsFragment } & ItemProps) {
  const t = useT();
  return (
    <li className="comment comment-waiting" id={`comment-${comment.id}`}>
      <article className="comment-card" aria-label={t("comments.by", { name: comment.authorName })}>
        <CommentMeta name={comment.authorName} time={comment.createTime} />
        <p className="comment-waiting-badge">{t("comments.waiting")}</p>
        {editingId !== comment.id && <ArticleBody className="comment-body" html={comment.bodyHtml} />}
        {renderActions(comment, true)}
      </article>
    </li>
  );
}

/**
 * The initial-letter avatar, the name (and whom it answers when the thread stopped nesting), the date; for a
 * reply or mention from another site (a Webmention), a mark linking to where it was written.
 */
/** How the link to a comment's source is worded, by the comment's kind (a reply, unless said otherwise). */
const SOURCE_LABELS: Partial<Record<CommentKind, "comments.mentionedOn" | "comments.fromFediverse">> = { MENTION: "comments.mentionedOn", FEDIVERSE: "comments.fromFediverse" };

function CommentMeta({ name, time, byOwner, replyToName, source, sourceKind }: { name: string; time: string; byOwner?: boolean; replyToName?: string | null; source?: string; sourceKind?: CommentKind }) {
  const t = useT();
  const format = useFormat();
  return (
    <header className="comment-meta">
      <span className="comment-avatar" aria-hidden="true">
        {Array.from(name.trim())[0]?.toUpperCase() ?? "?"}
      </span>
      <strong className="comment-author">{name}</strong>
      {byOwner && <span className="comment-owner">{t("comments.owner")}</span>}
      {replyToName && <span className="comment-reply-to">↪ {replyToName}</span>}
      {source && (
        <a className={`comment-source${sourceKind === "FEDIVERSE" ? " comment-source-fediverse" : ""}`} href={source} rel="nofollow ugc noopener">
          {t((sourceKind && SOURCE_LABELS[sourceKind]) || "comments.fromSite", { host: URL.parse(source)?.host ?? source })}
        </a>
      )}
      <time dateTime={time}>{format.date(time)}</time>
    </header>
  );
}
