import { Entity, Index, PrimaryKey, Property } from "@mikro-orm/core";

/**
 * One action a visitor's address took that a limit counts (a guestbook message, a comment, a removal request),
 * kept only while it is inside its limit's window (rate-limit.service.ts). In the database rather than in one
 * process's memory because every server process behind a load balancer answers the same visitor.
 */
@Entity({ tableName: "address_actions" })
@Index({ properties: ["action", "addressHash", "at"] })
export class AddressAction {
  @PrimaryKey({ type: "bigint" })
  id!: string;

  /** The limit it counts against (`AddressLimit.action`). */
  @Property({ type: "string", length: 40 })
  action!: string;

  /** SHA-256 of the client's network (kernel/client-network.ts), not the address itself. */
  @Property({ type: "string", length: 64 })
  addressHash!: string;

  @Property({ type: "datetime" })
  at!: Date;
}
