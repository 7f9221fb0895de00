import type { EntityManager } from "@mikro-orm/postgresql";
import sanitizeHtml from "sanitize-html";
import { decodeHTML } from "entities";
import { sanitizeCommentHtml } from "../../kernel/sanitize-html";
import { Comment, CommentKind } from "../comment/comment.entity";
import { commentSettings, keyedHash } from "../comment/comment-secret";
import { NAME_MAX_LENGTH } from "../comment/comment.service";
import { judge } from "../comment/comment-rules";
import { Article } from "../article/article.entity";

/**
 * What fediverse readers do with the blog's articles, stored: likes and reposts (one row per activity id), and
 * replies kept as comments of kind FEDIVERSE waiting for moderation, like any comment.
 */

export type ReactionKind = "LIKE" | "ANNOUNCE";

/** Stores a Like or Announce once per activity id: one delivered twice counts once. */
export async function saveReaction(em: EntityManager, reaction: { activityUri: string; kind: ReactionKind; actorUri: string; articleId: number }): Promise<void> {
  await em.execute(`insert into "federation_reactions" ("activity_uri", "kind", "actor_uri", "article_id") values (?, ?, ?, ?) on conflict ("activity_uri") do nothing`, [
    reaction.activityUri,
    reaction.kind,
    reaction.actorUri,
    reaction.articleId,
  ]);
}

/** Takes back a reaction, only when `actorUri` made it. */
export async function removeReaction(em: EntityManager, activityUri: string, actorUri: string): Promise<number> {
  const rows = await em.execute<{ n: number }[]>(`delete from "federation_reactions" where "activity_uri" = ? and "actor_uri" = ? returning 1 as "n"`, [activityUri, actorUri]);
  return rows.length;
}

/** Likes and reposts of one article (by its first version's id). */
export async function reactionCounts(em: EntityManager, articleId: number): Promise<{ likes: number; reposts: number }> {
  const rows = await em.execute<{ kind: ReactionKind; n: number }[]>(`select "kind", count(*)::int as "n" from "federation_reactions" where "article_id" = ? group by "kind"`, [articleId]);
  const count = (kind: ReactionKind) => rows.find((row) => row.kind === kind)?.n ?? 0;
  return { likes: count("LIKE"), reposts: count("ANNOUNCE") };
}

/** Longest reply kept, in characters of text (as for Webmentions). */
const CONTENT_MAX_CHARS = 5_000;

export interface RemoteReply {
  noteUri: string;
  actorUri: string;
  authorName: string;
  authorUrl: string;
  authorPhoto: string;
  contentHtml: string;
}

/**
 * Keeps a reply as a pending comment under the article, or, when the same note comes again (an Update), brings
 * it up to date and back to the queue: what the owner approved is shown again only once they have seen it.
 * The HTML is cleaned as every comment's is; the text is what the owner's lists and search read.
 */
export async function saveReply(em: EntityManager, article: Article, reply: RemoteReply): Promise<Comment> {
  const html = reply.contentHtml.slice(0, CONTENT_MAX_CHARS * 4);
  const shown = {
    authorName: (reply.authorName.trim() || new URL(reply.actorUri).host).slice(0, NAME_MAX_LENGTH),
    authorUrl: reply.authorUrl,
    authorPhoto: reply.authorPhoto,
    body: decodeHTML(sanitizeHtml(html.replace(/<\/p>|<br\s*\/?>/gi, "$&\n"), { allowedTags: [], allowedAttributes: {} })).trim().slice(0, CONTENT_MAX_CHARS),
    bodyHtml: sanitizeCommentHtml(html),
  };
  const threadId = article.translationOf?.id ?? article.id;
  const settings = await commentSettings(em);
  // The owner's spam words mark it spam; otherwise it waits for the owner, as a first comment does.
  const { state } = judge(settings, shown.body, shown.bodyHtml, false);
  const existing = await em.findOne(Comment, { kind: CommentKind.FEDIVERSE, sourceUrl: reply.noteUri });
  if (existing) {
    // Only the note's own author may change it.
    if (existing.authorUrl !== reply.authorUrl) return existing;
    Object.assign(existing, shown, { updateTime: new Date(), state });
    await em.flush();
    return existing;
  }
  // No network address reaches us from a fediverse reply; the actor stands in for it, salted like an address.
  const comment = em.create(Comment, {
    thread: threadId,
    language: article.language,
    kind: CommentKind.FEDIVERSE,
    sourceUrl: reply.noteUri,
    ipHash: keyedHash(settings.secret, "actor", reply.actorUri),
    state,
    ...shown,
  });
  await em.flush();
  return comment;
}

/** Removes a reply by its note's id, only when `actorUri` wrote it. */
export async function removeReply(em: EntityManager, noteUri: string, actorUri: string): Promise<number> {
  return em.nativeDelete(Comment, { kind: CommentKind.FEDIVERSE, sourceUrl: noteUri, authorUrl: actorUri });
}

/** An actor deleted: everything it said and did here goes with it. */
export async function removeActor(em: EntityManager, actorUri: string): Promise<void> {
  await em.nativeDelete(Comment, { kind: CommentKind.FEDIVERSE, authorUrl: actorUri });
  await em.execute(`delete from "federation_reactions" where "actor_uri" = ?`, [actorUri]);
}
