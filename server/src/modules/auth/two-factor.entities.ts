import { Entity, Index, ManyToOne, OneToOne, OptionalProps, PrimaryKey, Property, type Ref } from "@mikro-orm/core";
import { User } from "../user/user.entity";

/**
 * A user's authenticator (TOTP, RFC 6238). Started by enrolment and turned on only once the user has typed
 * a code from it, so a secret that never reached an app cannot lock anyone out. The secret is shown once,
 * while enrolling, and never answered again; it is kept as is because the server must compute the codes.
 */
@Entity({ tableName: "second_factors" })
export class SecondFactor {
  [OptionalProps]?: "createdAt" | "enabledAt" | "lastStep";

  @OneToOne(() => User, { primary: true, ref: true, owner: true, deleteRule: "cascade" })
  user!: Ref<User>;

  /** Base32, as authenticator apps take it. */
  @Property({ type: "string", length: 64, hidden: true })
  secret!: string;

  @Property({ type: "datetime", defaultRaw: "now()" })
  createdAt: Date = new Date();

  /** Null while enrolment waits for its first code: sign-in does not ask for a code yet. */
  @Property({ type: "datetime", nullable: true })
  enabledAt?: Date | null;

  /**
   * The 30-second time step of the last code accepted. A code is accepted only for a later step, so a code
   * seen over someone's shoulder (or replayed from a captured request) is worthless once used.
   */
  @Property({ type: "integer", nullable: true })
  lastStep?: number | null;
}

/** One of a user's single-use recovery codes, stored as an argon2id hash; a used code's row is deleted. */
@Entity({ tableName: "recovery_codes" })
export class RecoveryCode {
  @PrimaryKey({ type: "integer" })
  id!: number;

  @Index()
  @ManyToOne(() => User, { ref: true, deleteRule: "cascade" })
  user!: Ref<User>;

  @Property({ type: "string", length: 255 })
  hash!: string;
}

/**
 * A sign-in whose password was right and that now waits for the second factor. The client holds a random
 * token; the table keeps its SHA-256, as for sessions. It is no session: it can only be traded, once and
 * within minutes, for one together with a valid code.
 */
@Entity({ tableName: "sign_in_challenges" })
export class SignInChallenge {
  [OptionalProps]?: "wrongCodes";

  @PrimaryKey({ type: "string", length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: "cascade" })
  user!: Ref<User>;

  @Index()
  @Property({ type: "datetime" })
  expiresAt!: Date;

  @Property({ type: "integer", default: 0 })
  wrongCodes: number = 0;
}
