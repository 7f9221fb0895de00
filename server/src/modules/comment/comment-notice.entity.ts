import { Entity, Enum, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from "@mikro-orm/core";
import { Language } from "../../kernel/language";
import { Article } from "../article/article.entity";

/**
 * A commenter who asked for reply notices: the one place a commenter's e-mail address is kept, since a notice
 * must be sent to it. Nothing is sent to it until its owner confirms it through the link mailed to it; never
 * shown through the API.
 */
@Entity({ tableName: "comment_subscribers" })
export class CommentSubscriber {
  [OptionalProps]?: "confirmedTime" | "confirmSentTime" | "createTime";

  @PrimaryKey({ type: "integer" }) id!: number;

  /** The address's salted hash, as comments keep it: how a reply's parent finds its subscriber. */
  @Property({ type: "string", length: 64, unique: true }) emailHash!: string;

  @Property({ type: "string", length: 320 }) address!: string;

  /** The language notices are written in: that of the page the latest subscribing comment was written on. */
  @Enum({ items: () => Language, nativeEnumName: "language" }) language!: Language;

  /** When the address was confirmed through the mailed link; null until then, and no notice is sent. */
  @Property({ type: "datetime", nullable: true }) confirmedTime: Date | null = null;

  /** When the latest confirmation request was mailed: at most one each CONFIRM_RESEND_MS. */
  @Property({ type: "datetime", nullable: true }) confirmSentTime: Date | null = null;

  @Property({ type: "datetime", defaultRaw: "now()" }) createTime: Date = new Date();
}

/** A subscriber's notices for one thread: on until they unsubscribe; sent at most once per NOTICE_INTERVAL_MS. */
@Entity({ tableName: "comment_thread_notices" })
export class CommentThreadNotice {
  [OptionalProps]?: "lastSentTime" | "stoppedTime";

  @ManyToOne(() => CommentSubscriber, { ref: true, primary: true, deleteRule: "cascade", fieldName: "subscriber_id" })
  subscriber!: Ref<CommentSubscriber>;

  @ManyToOne(() => Article, { ref: true, primary: true, deleteRule: "cascade", fieldName: "thread_id" })
  thread!: Ref<Article>;

  @Property({ type: "datetime", nullable: true }) lastSentTime: Date | null = null;

  /** When they unsubscribed from this thread through a notice's link; null while notices are on. */
  @Property({ type: "datetime", nullable: true }) stoppedTime: Date | null = null;
}
