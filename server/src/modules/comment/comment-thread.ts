import { CommentKind, type Comment } from "./comment.entity";
import type { CommentThread, ThreadComment, ThreadFace } from "./comment-thread.type";

/** Kinds shown as a face in a row rather than as text in the thread. */
const FACE_KINDS: readonly CommentKind[] = [CommentKind.LIKE, CommentKind.REPOST];

/** Replies nest this deep; below it they are listed flat under the last nested level, each saying whom it answers. */
export const NESTED_DEPTH = 3;

/**
 * Arranges a thread's approved comments, given oldest first, as pages show them. A reply whose parent is not
 * among them (not approved) is left out with its branch: it would answer something the reader cannot see.
 */
export function arrangeThread(threadId: number, approved: readonly Comment[]): CommentThread {
  const shown = new Map<number, ThreadComment>();
  /** Where each comment's replies go: its own list above the flat level, its nested ancestor's list at and below it. */
  const repliesGoTo = new Map<number, ThreadComment>();
  const comments: ThreadComment[] = [];
  const faces: ThreadFace[] = [];
  for (const comment of approved) {
    if (FACE_KINDS.includes(comment.kind)) {
      faces.push({ id: comment.id, kind: comment.kind, authorName: comment.authorName, authorPhoto: comment.authorPhoto, url: comment.authorUrl || comment.sourceUrl });
      continue;
    }
    const parentId = comment.parent?.id ?? null;
    const parent = parentId === null ? undefined : shown.get(parentId);
    if (parentId !== null && !parent) continue;
    const depth = parent ? Math.min(parent.depth + 1, NESTED_DEPTH) : 1;
    const entry: ThreadComment = {
      id: comment.id,
      authorName: comment.authorName,
      bodyHtml: comment.bodyHtml,
      createTime: comment.createTime,
      updateTime: comment.updateTime,
      language: comment.language,
      byOwner: comment.byOwner,
      kind: comment.kind,
      sourceUrl: comment.sourceUrl,
      authorUrl: comment.authorUrl,
      depth,
      parentId,
      replyToName: parent && parent.depth >= NESTED_DEPTH ? parent.authorName : null,
      replies: [],
    };
    shown.set(comment.id, entry);
    if (parent) repliesGoTo.get(parent.id)!.replies.push(entry);
    else comments.push(entry);
    // A comment at the last nested level collects its replies in the list it is in itself, flat beside it.
    repliesGoTo.set(comment.id, depth < NESTED_DEPTH || !parent ? entry : repliesGoTo.get(parent.id)!);
  }
  return { threadId, total: shown.size, comments, faces };
}
