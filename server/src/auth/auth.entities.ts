import { Entity, OptionalProps, Index, ManyToOne, PrimaryKey, Property, type Ref } from "@mikro-orm/core";
import { User } from "../modules/user/user.entity";

/**
 * A signed-in session. The table keeps only a SHA-256 of the token, so a copy of the database
 * does not hand out working sessions.
 */
@Entity({ tableName: "sessions" })
export class Session {
  [OptionalProps]?: "createdAt" | "lastSeenAt";

  @PrimaryKey({ type: "string", length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: "cascade" })
  user!: Ref<User>;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Date = new Date();

  @Property({ type: "datetime", defaultRaw: "now()" })
  lastSeenAt: Date = new Date();

  /** The absolute end of the session, however active it is. */
  @Index()
  @Property({ type: "datetime" })
  expiresAt!: Date;
}

/** A captcha's answer, tied to the captcha cookie; spent by the first sign-in attempt that uses it. */
@Entity({ tableName: "captchas" })
export class Captcha {
  @PrimaryKey({ type: "string", length: 64 })
  idHash!: string;

  @Property({ type: "string", length: 16 })
  answer!: string;

  @Index()
  @Property({ type: "datetime" })
  expiresAt!: Date;
}

/** A failed sign-in, keyed by name and by address, for throttling across every server process. */
@Entity({ tableName: "login_failures" })
@Index({ properties: ["key", "at"] })
export class LoginFailure {
  [OptionalProps]?: "at";

  @PrimaryKey({ type: "bigint" })
  id!: string;

  @Property({ type: "string", length: 200 })
  key!: string;

  @Property({ type: "datetime", defaultRaw: "now()" })
  at: Date = new Date();
}
