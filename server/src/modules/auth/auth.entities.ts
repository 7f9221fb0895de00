import { Entity, OptionalProps, Index, ManyToOne, PrimaryKey, Property, type Ref } from "@mikro-orm/core";
import { User } from "../user/user.entity";

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

  /** The browser's User-Agent at sign-in (at most 300 characters): how a user tells their sessions apart. */
  @Property({ type: "string", length: 300, nullable: true })
  userAgent?: string | null;

  /** The address of the session's latest request, refreshed with lastSeenAt. */
  @Property({ type: "string", length: 64, nullable: true })
  address?: string | null;

  /** The absolute end of the session, however active it is. */
  @Index()
  @Property({ type: "datetime" })
  expiresAt!: Date;
}

/** A captcha's answer, tied to the captcha cookie; spent by the first sign-in attempt that uses it. */
@Entity({ tableName: "captchas" })
@Index({ properties: ["ownerHash", "expiresAt"] })
export class Captcha {
  @PrimaryKey({ type: "string", length: 64 })
  idHash!: string;

  /** SHA-256 of the network that asked for it, so each address's live captchas can be capped (captcha.service.ts). */
  @Property({ type: "string", length: 64 })
  ownerHash!: string;

  @Property({ type: "string", length: 16 })
  answer!: string;

  @Index()
  @Property({ type: "datetime" })
  expiresAt!: Date;
}

/**
 * A browser that has signed in as a user before (OWASP's "device cookie"). It holds a random token in an
 * HttpOnly cookie; the table keeps only its SHA-256. Sign-in attempts that present it are throttled per
 * browser, so strangers' failures against the name cannot lock its owner out of a browser they have used.
 */
@Entity({ tableName: "trusted_devices" })
export class TrustedDevice {
  [OptionalProps]?: "createdAt" | "lastUsedAt";

  @PrimaryKey({ type: "string", length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: "cascade" })
  user!: Ref<User>;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Date = new Date();

  @Property({ type: "datetime", defaultRaw: "now()" })
  lastUsedAt: Date = new Date();

  @Index()
  @Property({ type: "datetime" })
  expiresAt!: Date;
}
