import { useEffect, useRef, useState } from "react";
import type { ApolloCache } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import {
  type CommentKind,
  AdminBlockCommenterDocument,
  AdminCommentQueueDocument,
  AdminModerateCommentsDocument,
  AdminReplyToCommentDocument,
  type AdminCommentQueueQuery,
  type CommentAction,
  type CommentBlockKind,
  type CommentState,
} from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { articlePath } from "../../../lib/article-path";
import { Paginator } from "../../../lib/ui/paginator";
import { useFailureToast } from "../shared/use-failure-toast";
import { PAGE_SIZE, usePageParam } from "../shared/use-page-param";
import { useSave } from "../shared/use-save";
import { useCanEdit } from "../shell/admin-user";
import { AdminPage } from "../shell/admin-page";
import { useFormat, useT, type AdminMessageId } from "../../../i18n/admin";
import { STATE_OPTIONS, useCommentFilters } from "./comment-filters";
import { CommentBlocks } from "./comment-blocks";
import { CommentRemovals } from "./comment-removals";
import { CommentSettingsForm } from "./comment-settings";
import "./comments.css";

/** What a comment from another site (a Webmention, or a fediverse reply) is, said with where it came from; a comment written here has no source. */
const WEBMENTION_LABELS: Record<CommentKind, AdminMessageId> = {
  COMMENT: "admin.comments.webmention.COMMENT",
  REPLY: "admin.comments.webmention.REPLY",
  LIKE: "admin.comments.webmention.LIKE",
  REPOST: "admin.comments.webmention.REPOST",
  MENTION: "admin.comments.webmention.MENTION",
  FEDIVERSE: "admin.comments.webmention.FEDIVERSE",
};

/** A new block makes the list of blocks below out of date: dropping it from the cache has it read again. */
const forgetBlocks = (cache: ApolloCache) => void cache.evict({ fieldName: "commentBlocks" });

type Row = AdminCommentQueueQuery["commentQueue"]["items"][number];

const ACTIONS: readonly { action: CommentAction; label: "admin.comments.approve" | "admin.comments.spam" | "admin.comments.delete"; hides: CommentState }[] = [
  { action: "APPROVE", label: "admin.comments.approve", hides: "APPROVED" },
  { action: "SPAM", label: "admin.comments.spam", hides: "SPAM" },
  { action: "DELETE", label: "admin.comments.delete", hides: "DELETED" },
];

/**
 * Comment moderation (/admin/comments): the queue by state and article, newest first; tick rows to approve,
 * mark as spam or delete them together; answer as the owner; block a commenter; and the judging settings.
 */
export function CommentsPage() {
  const canEdit = useCanEdit();
  const t = useT();
  const [page, setPage] = usePageParam();
  const { state, articleId, setState, setArticleId } = useCommentFilters();
  const { data: current, previousData, loading, error, refetch } = useQuery(AdminCommentQueueDocument, {
    variables: { state, articleId, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    context: ADMIN_CONTEXT,
    fetchPolicy: "cache-and-network",
  });
  useFailureToast(error);
  const data = current ?? previousData;
  const { save, saving } = useSave(refetch);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const rows = data?.commentQueue.items ?? [];
  const shownTicks = rows.filter((row) => ticked.has(row.id)).map((row) => row.id);
  const tick = (id: number, on: boolean) =>
    setTicked((before) => {
      const after = new Set(before);
      if (on) after.add(id);
      else after.delete(id);
      return after;
    });

  const moderate = async (action: CommentAction, ids: number[]) => {
    const done = await save(AdminModerateCommentsDocument, { ids, action }, {
      failure: t("admin.comments.moderateFailed"),
      done: t(`admin.comments.done.${action.toLowerCase() as "approve" | "spam" | "delete"}`, { count: ids.length }),
    });
    if (done) setTicked(new Set());
  };

  return (
    <AdminPage
      title={t("admin.comments.title", { count: data?.pendingCommentCount ?? 0 })}
      busy={loading || saving}
      aside={
        <label className="comments-filter">
          {t("admin.comments.show")}
          <select value={state} onChange={(event) => setState(event.target.value as CommentState)}>
            {STATE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </label>
      }
      failed={!data && error ? { error, retry: refetch } : undefined}
    >
      {articleId !== undefined && (
        <p className="comments-article-filter">
          {/* The title comes with the filtered page; until then (the previous page still shown) the line names none. */}
          {data?.commentQueue.articleTitle ? t("admin.comments.onlyArticle", { title: data.commentQueue.articleTitle }) : t("admin.comments.onlyOneArticle")}{" "}
          <button type="button" className="button-plain" onClick={() => setArticleId(undefined)}>
            {t("admin.comments.allArticles")}
          </button>
        </p>
      )}
      {canEdit && (
        <div className="comments-bulk" role="group" aria-label={t("admin.comments.bulk")}>
          <span>{t("admin.comments.ticked", { count: shownTicks.length })}</span>
          {ACTIONS.filter((entry) => entry.hides !== state).map((entry) => (
            <button key={entry.action} type="button" className="button" disabled={shownTicks.length === 0 || saving} onClick={() => void moderate(entry.action, shownTicks)}>
              {t(entry.label)}
            </button>
          ))}
        </div>
      )}
      <ul className="comments-queue">
        {rows.map((row) => (
          <QueueRow
            key={row.id}
            row={row}
            canEdit={canEdit}
            ticked={ticked.has(row.id)}
            onTick={(on) => tick(row.id, on)}
            onArticle={() => setArticleId(row.articleId)}
            onReply={(body) => save(AdminReplyToCommentDocument, { id: row.id, body }, { failure: t("admin.comments.replyFailed"), done: t("admin.comments.replied") })}
            onBlock={(kind: CommentBlockKind) =>
              save(AdminBlockCommenterDocument, { commentId: row.id, kind }, { update: forgetBlocks, failure: t("admin.comments.blockFailed"), done: t("admin.comments.blocked", { name: row.authorName }) })
            }
          />
        ))}
      </ul>
      {data && rows.length === 0 && <p className="table-empty">{t("admin.comments.empty")}</p>}
      <Paginator total={data?.commentQueue.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} disabled={loading} />
      <CommentRemovals canEdit={canEdit} />
      <CommentBlocks canEdit={canEdit} />
      <CommentSettingsForm canEdit={canEdit} />
    </AdminPage>
  );
}

interface QueueRowProps {
  row: Row;
  canEdit: boolean;
  ticked: boolean;
  onTick(on: boolean): void;
  onArticle(): void;
  onReply(body: string): Promise<boolean>;
  onBlock(kind: CommentBlockKind): void;
}

/** One comment: who and when, its text as written (React text, never markup), and what the owner can do with it. */
function QueueRow({ row, canEdit, ticked, onTick, onArticle, onReply, onBlock }: QueueRowProps) {
  const t = useT();
  const format = useFormat();
  const [reply, setReply] = useState<string | null>(null);
  const replyId = `comment-reply-${row.id}`;
  // The Reply button gives way to the form: the focus goes into it, and back to the button when it closes.
  const replyOpen = reply !== null;
  const replyButton = useRef<HTMLButtonElement>(null);
  const replyText = useRef<HTMLTextAreaElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    (replyOpen ? replyText : replyButton).current?.focus();
  }, [replyOpen]);
  const openReply = (open: boolean) => {
    moved.current = true;
    setReply(open ? "" : null);
  };
  return (
    <li className="comments-row">
      <div className="comments-row-head">
        {canEdit && <input type="checkbox" checked={ticked} onChange={(event) => onTick(event.target.checked)} aria-label={t("admin.comments.tick", { name: row.authorName })} />}
        <strong>{row.authorName}</strong>
        {row.byOwner && <span className="comments-owner">{t("admin.comments.byOwner")}</span>}
        {row.sourceUrl && (
          <a className="comments-webmention" href={row.sourceUrl} rel="nofollow noopener noreferrer">
            {t(WEBMENTION_LABELS[row.kind], { host: URL.parse(row.sourceUrl)?.host ?? row.sourceUrl })}
          </a>
        )}
        <time dateTime={row.createTime}>{format.dateTime(row.createTime)}</time>
        <a href={articlePath(row.articleSlug)}>
          {row.articleTitle}
        </a>
        <button type="button" className="button-plain" onClick={onArticle} aria-label={t("admin.comments.onlyThisArticleOf", { title: row.articleTitle })}>
          {t("admin.comments.onlyThisArticle")}
        </button>
      </div>
      <p className="comments-body">{row.body}</p>
      {canEdit && (
        <div className="comments-row-actions">
          {reply === null && (
            <button type="button" ref={replyButton} className="button-plain" onClick={() => openReply(true)} aria-label={t("admin.comments.replyTo", { name: row.authorName })}>
              {t("admin.comments.reply")}
            </button>
          )}
          {!row.byOwner && (
            <>
              {!row.sourceUrl && (
                <button type="button" className="button-plain" onClick={() => onBlock("EMAIL")} aria-label={t("admin.comments.blockEmailOf", { name: row.authorName })}>
                  {t("admin.comments.blockEmail")}
                </button>
              )}
              <button type="button" className="button-plain" onClick={() => onBlock("ADDRESS")} aria-label={t("admin.comments.blockAddressOf", { name: row.authorName })}>
                {t("admin.comments.blockAddress")}
              </button>
            </>
          )}
        </div>
      )}
      {/* The reply goes under the comment's buttons, not among them, where it pushed them apart. */}
      {canEdit && reply !== null && (
        <form
          className="comments-reply"
          onSubmit={(event) => {
            event.preventDefault();
            if (reply.trim()) void onReply(reply).then((sent) => sent && openReply(false));
          }}
        >
          <label htmlFor={replyId}>{t("admin.comments.replyTo", { name: row.authorName })}</label>
          <textarea id={replyId} ref={replyText} value={reply} onChange={(event) => setReply(event.target.value)} rows={3} />
          <div className="comments-reply-actions">
            <button type="submit" className="button">
              {t("admin.comments.sendReply")}
            </button>
            <button type="button" className="button-plain" onClick={() => openReply(false)}>
              {t("admin.common.cancel")}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
