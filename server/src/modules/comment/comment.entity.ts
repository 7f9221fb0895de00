import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from "@mikro-orm/core";
import { Field, ObjectType } from "type-graphql";
import { describedEnum, type EnumValue } from "../../kernel/described-enum";
import { Language } from "../../kernel/language";
import { BooleanField, CreatedAtField, EnumField, IdField, OptionalTimeField, TextField } from "../../kernel/stored-fields";
import { Article } from "../article/article.entity";

export const CommentState = describedEnum("CommentState", "Where a comment is in moderation.", {
  PENDING: "Waiting for the owner: only its author's browser shows it, marked as waiting.",
  APPROVED: "Shown under the article.",
  SPAM: "Judged spam: kept out of sight so the owner can check the judgement.",
  DELETED: "Removed by the owner or its author; kept out of sight.",
});
export type CommentState = EnumValue<typeof CommentState>;

export const CommentKind = describedEnum("CommentKind", "What a comment is: written here, a Webmention from a page on another site, or a reply from the fediverse.", {
  COMMENT: "Written on this site.",
  REPLY: "A Webmention: a reply written on another site (its u-in-reply-to names the article).",
  LIKE: "A Webmention: a like on another site (u-like-of).",
  REPOST: "A Webmention: a repost on another site (u-repost-of).",
  MENTION: "A Webmention: a page on another site that links to the article.",
  FEDIVERSE: "A reply from a fediverse account (an ActivityPub Note whose inReplyTo names the article); sourceUrl is the note, authorUrl the account.",
});
export type CommentKind = EnumValue<typeof CommentKind>;

/**
 * A reader's comment, or the owner's reply, under an article. The thread belongs to the article's first
 * version (`thread`), so both language versions show the same comments.
 */
@ObjectType({ description: "A comment under an article. Visitors see only approved ones, through commentThread." })
@Entity({ tableName: "comments" })
@Index({ properties: ["thread", "state", "createTime"] })
@Index({ properties: ["state", "createTime"] })
@Index({ properties: ["emailHash", "state"] })
export class Comment {
  [OptionalProps]?: "parent" | "emailHash" | "state" | "byOwner" | "createTime" | "updateTime" | "moderatedTime" | "kind" | "sourceUrl" | "authorUrl" | "authorPhoto";

  @IdField() id!: number;

  /** The article's first version: the thread both language versions share. */
  @ManyToOne(() => Article, { ref: true, deleteRule: "cascade", fieldName: "thread_id" })
  thread!: Ref<Article>;

  /** The comment this one answers; null for one that starts a conversation. */
  @ManyToOne(() => Comment, { ref: true, nullable: true, deleteRule: "cascade", fieldName: "parent_id" })
  parent: Ref<Comment> | null = null;

  @TextField("The name the commenter gave (or the owner's, on a reply written as the owner).", { length: 50, required: true }) authorName!: string;

  @TextField("The comment as written, in the small Markdown subset (what its author edits).", { required: true })
  body!: string;

  @TextField("The comment rendered to allow-listed HTML: what pages show.", { required: true }) bodyHtml!: string;

  @EnumField(() => Language, "The language of the page it was written on: the thread is shared by both versions.", "language") language!: Language;

  @EnumField(() => CommentState, "Where it is in moderation.", "comment_state") state: CommentState = CommentState.PENDING;

  @BooleanField("Written by the owner from the back-office (replyToComment).", false) byOwner: boolean = false;

  @CreatedAtField("When it was posted.") createTime: Date = new Date();

  @OptionalTimeField("When its author last edited it; null when never.") updateTime: Date | null = null;

  @OptionalTimeField("When the owner last approved, marked or deleted it; null when never.") moderatedTime: Date | null = null;

  @EnumField(() => CommentKind, "Written here, or which kind of Webmention it is.", "comment_kind") kind: CommentKind = CommentKind.COMMENT;

  @TextField("A Webmention's source: the page on another site it was read from; \"\" for a comment written here.", { length: 2000 }) sourceUrl: string = "";

  @TextField("A Webmention author's own page (from the source's h-card); \"\" when none.", { length: 2000 }) authorUrl: string = "";

  @TextField("A Webmention author's picture (from the source's h-card), an http(s) address; \"\" when none.", { length: 2000 }) authorPhoto: string = "";

  /** Salted hash of the commenter's e-mail address (comment-secret.ts): enough to recognise and block them; null without one. */
  @Property({ type: "string", length: 64, nullable: true })
  emailHash: string | null = null;

  /** Salted hash of the commenter's network (one IPv4 address, or an IPv6 /64): enough to block it, without the address. */
  @Property({ type: "string", length: 64 })
  ipHash!: string;
}

export const CommentBlockKind = describedEnum("CommentBlockKind", "What a block of commenters matches.", {
  EMAIL: "An e-mail address (by its salted hash).",
  ADDRESS: "A network address (by its salted hash).",
});
export type CommentBlockKind = EnumValue<typeof CommentBlockKind>;

/** A commenter the owner no longer takes comments from, known only by a salted hash. */
@ObjectType({ description: "A blocked commenter: comments matching it are refused." })
@Entity({ tableName: "comment_blocks" })
export class CommentBlock {
  [OptionalProps]?: "createTime" | "note";

  @IdField() id!: number;

  @EnumField(() => CommentBlockKind, "Whether it matches an e-mail address or a network address.", "comment_block_kind") kind!: CommentBlockKind;

  /** The salted hash it matches. */
  @Property({ type: "string", length: 64 })
  valueHash!: string;

  @TextField("Who it was, in the owner's words (the name on the comment it was made from, or the address typed in).", { length: 200 }) note: string = "";

  @CreatedAtField("When it was made.") createTime: Date = new Date();
}

/**
 * The owner's comment rules and the module's secret, one row (id 1, made by the migration). The secret salts
 * every stored hash and signs the proof-of-work challenges and the author cookie; it never leaves the server.
 */
@ObjectType({ description: "How comments are judged: the owner's word lists and whether known commenters skip the queue." })
@Entity({ tableName: "comment_settings" })
export class CommentSettings {
  [OptionalProps]?: "heldWords" | "spamWords" | "approveKnownCommenters";

  @PrimaryKey({ type: "integer" }) id!: number;

  @Field(() => [String], { description: "Words or phrases that send a comment to the queue (matched ignoring case)." })
  @Property({ type: "json" })
  heldWords: string[] = [];

  @Field(() => [String], { description: "Words or phrases that mark a comment as spam at once (matched ignoring case)." })
  @Property({ type: "json" })
  spamWords: string[] = [];

  @BooleanField("Approve at once a comment from an e-mail address its owner confirmed (through the link mailed for reply notices) and the owner has approved a comment from before.", false) approveKnownCommenters: boolean = false;

  @Property({ type: "string", length: 64 })
  secret!: string;
}

/**
 * A proof-of-work challenge already answered: each is accepted once. Kept until it would have expired anyway.
 */
@Entity({ tableName: "comment_spent_challenges" })
export class SpentChallenge {
  /** The challenge's HMAC signature, which names it. */
  @PrimaryKey({ type: "string", length: 128 }) signature!: string;

  @Property({ type: "datetime" }) expiresAt!: Date;
}
