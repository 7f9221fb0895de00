import { Entity, Index, ManyToOne, OneToOne, OptionalProps, Property, Unique, type Ref } from "@mikro-orm/core";
import { ObjectType } from "type-graphql";
import { describedEnum, type EnumValue } from "../../kernel/described-enum";
import { BooleanField, CreatedAtField, EnumField, IdField, OptionalTimeField, TextField, UpdatedAtField } from "../../kernel/stored-fields";
import { Article } from "../article/article.entity";

export const ReceivedWebmentionState = describedEnum("ReceivedWebmentionState", "Where a received Webmention is in its verification.", {
  QUEUED: "Waiting for its source to be fetched and checked.",
  ACCEPTED: "Its source links to the article: it is kept as a comment of its kind, in moderation.",
  REMOVED: "Its source is gone (410, 404) or no longer links to the article: what was kept from it is removed.",
  REFUSED: "Its source could not be used (a private address, no answer in time, too large, not a page): nothing was kept.",
});
export type ReceivedWebmentionState = EnumValue<typeof ReceivedWebmentionState>;

/**
 * A Webmention another site sent us: its source and target as sent, and what verifying it found. Its token
 * names its status page (the address the 202 answer gives), so senders can look without guessing others'.
 */
@ObjectType({ description: "A Webmention received for an article, and what checking its source found." })
@Entity({ tableName: "received_webmentions" })
@Index({ properties: ["article", "createTime"] })
export class ReceivedWebmention {
  [OptionalProps]?: "state" | "reason" | "createTime" | "checkedTime";

  @IdField() id!: number;

  /** Names the status page; random, unguessable. */
  @Property({ type: "string", length: 32, unique: true })
  token!: string;

  @TextField("The page on the other site that says it links here.", { length: 2000, required: true }) source!: string;

  @TextField("Our article's address it names.", { length: 2000, required: true }) target!: string;

  /** The article the target is (the version it names). */
  @ManyToOne(() => Article, { ref: true, deleteRule: "cascade" })
  article!: Ref<Article>;

  @EnumField(() => ReceivedWebmentionState, "Where it is in its verification.", "received_webmention_state") state: ReceivedWebmentionState = ReceivedWebmentionState.QUEUED;

  @TextField("Why it was refused or removed, in English; \"\" otherwise.", { length: 500 }) reason: string = "";

  @CreatedAtField("When it was received (the last time, when sent again).") createTime: Date = new Date();

  @OptionalTimeField("When its source was last checked; null while waiting.") checkedTime: Date | null = null;
}

export const SentWebmentionState = describedEnum("SentWebmentionState", "What became of a Webmention sent to a page an article links to.", {
  QUEUED: "Waiting to be sent (or tried again after the page or its endpoint did not answer).",
  SENT: "The page's endpoint took it (2xx).",
  NO_ENDPOINT: "The page advertises no Webmention endpoint: nothing was sent.",
  FAILED: "The endpoint refused it (4xx), or every try failed.",
});
export type SentWebmentionState = EnumValue<typeof SentWebmentionState>;

/** A page an article links to (or linked to), and the last Webmention sent there about it. */
@ObjectType({ description: "A Webmention sent to a page an article links to (or linked to, before an edit or an unpublish)." })
@Entity({ tableName: "sent_webmentions" })
@Unique({ properties: ["article", "target"] })
export class SentWebmention {
  [OptionalProps]?: "linked" | "state" | "endpoint" | "result" | "updateTime";

  @IdField() id!: number;

  @ManyToOne(() => Article, { ref: true, deleteRule: "cascade" })
  article!: Ref<Article>;

  @TextField("The linked page.", { length: 2000, required: true }) target!: string;

  @BooleanField("Whether the article, as visitors see it, links to it now; false once the link was removed or the article unpublished.", true) linked: boolean = true;

  @EnumField(() => SentWebmentionState, "What became of the last sending.", "sent_webmention_state") state: SentWebmentionState = SentWebmentionState.QUEUED;

  @TextField("The endpoint the page advertised; \"\" when none was found (yet).", { length: 2000 }) endpoint: string = "";

  @TextField("The endpoint's answer (its status) or why sending failed, in English.", { length: 500 }) result: string = "";

  @UpdatedAtField("When it was last queued or sent.") updateTime: Date = new Date();
}

/** Which version of an article had its links announced last: a change to either sends again. */
@Entity({ tableName: "webmention_checks" })
export class WebmentionCheck {
  @OneToOne(() => Article, { primary: true, owner: true, ref: true, deleteRule: "cascade", fieldName: "article_id" })
  article!: Ref<Article>;

  @Property({ type: "datetime" }) articleUpdateTime!: Date;

  @Property({ type: "boolean" }) wasVisible!: boolean;
}
