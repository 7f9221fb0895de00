import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";
import { useQuery } from "@apollo/client/react";
import { CommentThreadDocument, MyCommentsDocument, type Language } from "../../../gql/article/graphql";
import { useT } from "../../../i18n/i18n";
import { ErrorRetry, Loading } from "../../../lib/request-state";
import { hasCommentedIn, rememberCommentIn } from "./commented-threads";
import { CommentThread } from "./comment-thread";
import "./comments.css";

// The form, its checks and the proof of work load when a reader opens it: most readers only read.
const CommentForm = lazy(() => import("./comment-form").then((module) => ({ default: module.CommentForm })));

function LazyCommentForm(props: ComponentProps<typeof CommentForm>) {
  const t = useT();
  return (
    <Suspense fallback={<Loading label={t("comments.form.loading")} />}>
      <CommentForm {...props} />
    </Suspense>
  );
}

/**
 * The comments under a published article: the thread, read with the article (so the server renders it and it
 * reads without JavaScript), this browser's own waiting comments, and the forms to comment and reply.
 */
export function CommentsSection({ articleId, language }: { articleId: number; language: Language }) {
  const t = useT();
  const thread = useQuery(CommentThreadDocument, { variables: { articleId } });
  const data = thread.data?.commentThread;
  // The page the server renders is the same for every reader: a reader's own comments are asked for in the
  // browser, and only where this browser has commented.
  const [commented, setCommented] = useState(false);
  const threadId = data?.threadId;
  useEffect(() => {
    if (threadId !== undefined && hasCommentedIn(threadId)) setCommented(true);
  }, [threadId]);
  const onPosted = (posted: number) => {
    rememberCommentIn(posted);
    setCommented(true);
  };
  const mine = useQuery(MyCommentsDocument, { variables: { articleId }, skip: !commented, fetchPolicy: "cache-and-network" });
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [writing, setWriting] = useState(false);
  const waiting = (mine.data?.myComments ?? []).filter((comment) => comment.state === "PENDING");
  const total = data?.total ?? 0;
  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">{total > 0 ? t("comments.heading.count", { count: total }) : t("comments.heading")}</h2>
      {thread.error && !data && <ErrorRetry error={thread.error} onRetry={thread.refetch} />}
      {data && total === 0 && waiting.length === 0 && <p className="empty">{t("comments.empty")}</p>}
      {data && (
        <CommentThread
          comments={data.comments}
          waiting={waiting}
          renderActions={(comment) =>
            replyingTo === comment.id ? (
              <LazyCommentForm articleId={articleId} language={language} parentId={comment.id} replyTo={comment.authorName} onCancel={() => setReplyingTo(null)} onPosted={onPosted} />
            ) : (
              <button type="button" className="comment-reply-button" onClick={() => setReplyingTo(comment.id)} aria-label={t("comments.replyTo", { name: comment.authorName })}>
                {t("comments.reply")}
              </button>
            )
          }
        />
      )}
      {/* Writing needs the page's script: without it, the section says so instead of offering a button that does nothing. */}
      <noscript>
        <p className="comment-form-error">{t("comments.noscript")}</p>
      </noscript>
      {writing ? (
        <LazyCommentForm articleId={articleId} language={language} onPosted={onPosted} onCancel={() => setWriting(false)} />
      ) : (
        <button type="button" className="button comment-open" onClick={() => setWriting(true)}>
          {t("comments.form.open")}
        </button>
      )}
    </section>
  );
}
