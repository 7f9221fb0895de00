import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from "@mikro-orm/core";
import { Field, ObjectType } from "type-graphql";
import { describedEnum, type EnumValue } from "../../kernel/described-enum";
import { Language } from "../../kernel/language";
import { CreatedAtField, EnumField, IdField, OptionalTimeField, TextField } from "../../kernel/stored-fields";
import { Article } from "../article/article.entity";

export const SubscriberState = describedEnum("SubscriberState", "Where a subscriber by e-mail is.", {
  PENDING: "Asked to subscribe and has not yet confirmed through the link mailed to them: gets nothing but that link.",
  CONFIRMED: "Confirmed: gets each post sent by e-mail.",
  UNSUBSCRIBED: "Unsubscribed through a link or their mail program's button: gets nothing.",
  SUPPRESSED: "Their mail server refused a message for good (a 5xx answer): gets nothing, so the site's mail keeps its good name.",
});
export type SubscriberState = EnumValue<typeof SubscriberState>;

/**
 * A reader who subscribed to new posts by e-mail. The address is kept as given, since mail must go to it, and
 * deleted with the row when the owner removes the subscriber. Its confirmation token is kept only as a hash.
 */
@ObjectType({ description: "A reader subscribed to new posts by e-mail. Administrators only." })
@Entity({ tableName: "subscribers" })
export class Subscriber {
  [OptionalProps]?: "state" | "createTime" | "confirmedTime" | "leftTime" | "confirmTokenHash" | "confirmExpiresTime" | "confirmSentTime";

  @IdField() id!: number;

  @TextField("The address, as the reader gave it.", { length: 320, required: true }) email!: string;

  /** The address in lower case: no address subscribes twice, however it is written. */
  @Property({ type: "string", length: 320, unique: true }) emailKey!: string;

  @EnumField(() => Language, "The language the reader gets mail in: that of the page they subscribed on.", "language") language!: Language;

  @EnumField(() => SubscriberState, "Pending, confirmed, unsubscribed or suppressed.", "subscriber_state")
  @Index()
  state: SubscriberState = SubscriberState.PENDING;

  @CreatedAtField("When they first asked to subscribe.") createTime!: Date;

  @OptionalTimeField("When they confirmed their address; null until then.") confirmedTime: Date | null = null;

  @OptionalTimeField("When they unsubscribed or were suppressed; null while subscribed.") leftTime: Date | null = null;

  /** SHA-256 of the confirmation token mailed to them; null once used (a token confirms once). */
  @Property({ type: "string", length: 64, nullable: true, unique: true }) confirmTokenHash: string | null = null;

  @Property({ type: "datetime", nullable: true }) confirmExpiresTime: Date | null = null;

  /** When the latest confirmation request was mailed: at most one each CONFIRM_RESEND_MS. */
  @Property({ type: "datetime", nullable: true }) confirmSentTime: Date | null = null;
}

/** The one row of newsletter settings. */
@ObjectType({ description: "How posts are sent by e-mail. Administrators only." })
@Entity({ tableName: "newsletter_settings" })
export class NewsletterSettings {
  [OptionalProps]?: "sendByDefault";

  @PrimaryKey({ type: "integer" }) id!: number;

  @Field(() => Boolean, { description: "Whether the editor's \"also send by e-mail\" starts ticked: the choice made at the latest publication." })
  @Property({ type: "boolean", default: false })
  sendByDefault: boolean = false;
}

/**
 * A post to be sent by e-mail: asked for when it was published (or scheduled) with sending on; its deliveries
 * are made once it is public (fannedOutTime), once.
 */
@Entity({ tableName: "newsletter_sends" })
export class NewsletterSend {
  [OptionalProps]?: "requestedTime" | "fannedOutTime";

  /** The article's first version: one send per post, whichever version was published. */
  @ManyToOne(() => Article, { ref: true, primary: true, deleteRule: "cascade", fieldName: "article_id" })
  article!: Ref<Article>;

  /** The site's address when it was asked for, for the links in the messages (a job has no request). */
  @Property({ type: "string", length: 500 }) siteAddress!: string;

  @Property({ type: "datetime", defaultRaw: "now()" }) requestedTime!: Date;

  @Property({ type: "datetime", nullable: true }) fannedOutTime: Date | null = null;
}

export const DeliveryState = describedEnum("NewsletterDeliveryState", "Where one subscriber's copy of a post is.", {
  QUEUED: "Waiting to be sent, or to be tried again after a temporary failure (4xx).",
  SENT: "Accepted by the subscriber's mail server.",
  FAILED: "Still failing after every retry.",
  BOUNCED: "Refused for good (5xx); the address is suppressed.",
  SKIPPED: "Not sent: the subscriber left before their turn.",
  NOT_SENT: "Kept only: no SMTP server is configured.",
});
export type DeliveryState = EnumValue<typeof DeliveryState>;

/** One post to one subscriber: the unique pair is what makes a send happen once, whatever restarts. */
@Entity({ tableName: "newsletter_deliveries" })
@Unique({ properties: ["article", "subscriber"] })
export class NewsletterDelivery {
  [OptionalProps]?: "state" | "error" | "sentTime" | "unsubscribedTime" | "createTime";

  @PrimaryKey({ type: "integer" }) id!: number;

  @ManyToOne(() => Article, { ref: true, deleteRule: "cascade", fieldName: "article_id" })
  article!: Ref<Article>;

  /** Null once the subscriber is removed: the post's counts stay, the address goes. */
  @ManyToOne(() => Subscriber, { ref: true, nullable: true, deleteRule: "set null", fieldName: "subscriber_id" })
  subscriber!: Ref<Subscriber> | null;

  @Enum({ items: () => DeliveryState, nativeEnumName: "newsletter_delivery_state" })
  state: DeliveryState = DeliveryState.QUEUED;

  @Property({ type: "text", nullable: true }) error: string | null = null;

  @Property({ type: "datetime", defaultRaw: "now()" }) createTime!: Date;

  @Property({ type: "datetime", nullable: true }) sentTime: Date | null = null;

  /** When the subscriber unsubscribed through this message's link or header. */
  @Property({ type: "datetime", nullable: true }) unsubscribedTime: Date | null = null;
}
