import { Entity, Index, PrimaryKey, Property } from "@mikro-orm/core";

/**
 * One action a limit counts (a guestbook message from an address, a failed sign-in at a name …), kept only while
 * it is inside its limit's window. In the database rather than in one process's memory because every server
 * process behind a load balancer answers the same visitor.
 */
@Entity({ tableName: "limited_actions" })
@Index({ properties: ["action", "keyHash", "at"] })
export class LimitedAction {
  @PrimaryKey({ type: "bigint" })
  id!: string;

  /** The limit it counts against ("comment.post", "sign-in.name"): each action counts only against its own. */
  @Property({ type: "string", length: 40 })
  action!: string;

  /** SHA-256 of what the limit is kept per (a client's network, a name …), never the thing itself. */
  @Property({ type: "string", length: 64 })
  keyHash!: string;

  @Property({ type: "datetime" })
  at!: Date;
}
