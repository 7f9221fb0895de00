import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { CommentThreadDocument, MyCommentsDocument, type Language } from "../../../gql/article/graphql";
import { useT } from "../../../i18n/i18n";
import { ErrorRetry, Loading } from "../../../lib/request-state";
import { hasCommentedIn, rememberCommentIn } from "./commented-threads";
import { CommentThread } from "./comment-thread";
import { CommentFaces } from "./comment-faces";
import { OwnCommentActions } from "./own-comment-actions";
import type { SavedEdit } from "./use-comment-form";
import "./comments.css";

// The forms, their checks and the proof of work load when a reader opens one: most readers only read.
const CommentForm = lazy(() => import("./comment-form").then((module) => ({ default: module.CommentForm })));
const CommentRemovalForm = lazy(() => import("./comment-removal-form").then((module) => ({ default: module.CommentRemovalForm })));

function OnceLoaded({ children }: { children: ReactNode }) {
  const t = useT();
  return <Suspense fallback={<Loading label={t("comments.form.loading")} />}>{children}</Suspense>;
}

function LazyCommentForm(props: ComponentProps<typeof CommentForm>) {
  return (
    <OnceLoaded>
      <CommentForm {...props} />
    </OnceLoaded>
  );
}

/** Where the reader's focus goes once a form closes or a comment goes: back where they were, or to what was said. */
type FocusAfter = { editOf: number } | "notice" | "removal" | null;

/**
 * The comments under a published article: the thread, read with the article (so the server renders it and it
 * reads without JavaScript), this browser's own comments (waiting ones shown, and Edit and Delete on each
 * while its edit window is open), the forms to comment and reply, and a way to ask for one's comments to go.
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
  const [editingId, setEditingId] = useState<number | null>(null);
  const [writing, setWriting] = useState(false);
  const [removing, setRemoving] = useState(false);
  // What became of the reader's own comment (changed, deleted), said where the thread ends.
  const [notice, setNotice] = useState("");
  const own = new Map((mine.data?.myComments ?? []).map((comment) => [comment.id, comment]));
  const waiting = [...own.values()].filter((comment) => comment.state === "PENDING");
  const total = data?.total ?? 0;
  // The article's own count ("3 comments" by its title) follows the thread once an approved comment of the
  // reader's is deleted or held again by an edit.
  const { cache } = useApolloClient();
  const approved = data?.total;
  useEffect(() => {
    if (approved !== undefined) cache.modify({ id: cache.identify({ __typename: "Article", id: articleId }), fields: { commentCount: () => approved } });
  }, [cache, articleId, approved]);

  const noticeRef = useRef<HTMLDivElement>(null);
  const removalButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<FocusAfter>(null);
  // Runs after the render that closed the form or dropped the comment, when what takes the focus is there.
  useEffect(() => {
    const after = focusAfter.current;
    if (after === null) return;
    focusAfter.current = null;
    // Back to a comment's Edit button, unless its window closed meanwhile: then to what was said.
    const edit = typeof after === "object" ? document.querySelector<HTMLElement>(`#comment-${after.editOf} .comment-edit-button`) : null;
    (after === "removal" ? removalButton.current : (edit ?? (notice ? noticeRef.current : null)))?.focus();
  });

  const startEditing = (id: number) => {
    setEditingId(id);
    setReplyingTo(null);
    setNotice("");
  };
  const stopEditing = (id: number) => {
    focusAfter.current = { editOf: id };
    setEditingId(null);
  };
  const onSaved = ({ comment }: SavedEdit) => {
    setNotice(t(comment.state === "APPROVED" ? "comments.edit.saved" : "comments.edit.savedWaiting"));
    stopEditing(comment.id);
  };
  const onDeleted = () => {
    focusAfter.current = "notice";
    setNotice(t("comments.delete.done"));
  };
  const editing = editingId !== null ? own.get(editingId) : undefined;

  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">{total > 0 ? t("comments.heading.count", { count: total }) : t("comments.heading")}</h2>
      {thread.error && !data && <ErrorRetry error={thread.error} onRetry={thread.refetch} />}
      {data && <CommentFaces faces={data.faces} />}
      {data && total === 0 && waiting.length === 0 && <p className="empty">{t("comments.empty")}</p>}
      {data && (
        <CommentThread
          comments={data.comments}
          waiting={waiting}
          editingId={editing?.id}
          renderActions={(comment, isWaiting) => {
            const ownComment = own.get(comment.id);
            if (editing && editing.id === comment.id) {
              return (
                <LazyCommentForm
                  articleId={articleId}
                  language={language}
                  editing={{ id: editing.id, body: editing.body }}
                  onCancel={() => stopEditing(editing.id)}
                  onSaved={onSaved}
                />
              );
            }
            const replying = replyingTo === comment.id;
            return (
              <>
                <div className="comment-actions">
                  {!isWaiting && !replying && (
                    <button type="button" className="comment-action-button" onClick={() => setReplyingTo(comment.id)} aria-label={t("comments.replyTo", { name: comment.authorName })}>
                      {t("comments.reply")}
                    </button>
                  )}
                  {ownComment && <OwnCommentActions comment={ownComment} articleId={articleId} onEdit={() => startEditing(ownComment.id)} onDeleted={onDeleted} />}
                </div>
                {replying && (
                  <LazyCommentForm articleId={articleId} language={language} parentId={comment.id} replyTo={comment.authorName} onCancel={() => setReplyingTo(null)} onPosted={onPosted} />
                )}
              </>
            );
          }}
        />
      )}
      <div role="status" className="comment-notice" ref={noticeRef} tabIndex={-1}>
        {notice}
      </div>
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
      <div className="comment-removal">
        {removing ? (
          <OnceLoaded>
            <CommentRemovalForm
              onClose={() => {
                focusAfter.current = "removal";
                setRemoving(false);
              }}
            />
          </OnceLoaded>
        ) : (
          <button type="button" ref={removalButton} className="comment-action-button" onClick={() => setRemoving(true)}>
            {t("comments.removal.open")}
          </button>
        )}
      </div>
    </section>
  );
}
