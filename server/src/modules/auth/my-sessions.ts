import { Field, ObjectType } from "type-graphql";
import { notFound } from "../../kernel/errors";
import { operation } from "../../kernel/operation";
import { SESSION } from "../../kernel/permissions";
import { Session } from "./auth.entities";
import { browserName } from "./browser-name";
import { SESSION_COOKIE } from "./cookies";

/**
 * A session's public name: the first 16 hex digits of its token's SHA-256. It names a session to its own user
 * without giving away anything that signs in (the table keeps only hashes), and within one user's few
 * sessions it never repeats in practice.
 */
const publicId = (session: Session) => session.tokenHash.slice(0, 16);

@ObjectType({ description: "A place where you are signed in: a browser's session." })
export class SignedInSession {
  @Field({ description: "The session's id, for endMySession." }) id!: string;
  @Field({ description: "The browser and system in English, as its User-Agent says (\"Firefox on Linux\"); another language names them from userAgent." }) browser!: string;
  @Field(() => String, { nullable: true, description: "The User-Agent it signed in with (at most 300 characters)." }) userAgent!: string | null;
  @Field(() => String, { nullable: true, description: "The address of its latest request." }) address!: string | null;
  @Field(() => Date, { description: "When it signed in." }) signedInAt!: Date;
  @Field(() => Date, { description: "When it was last used (refreshed at most once a minute)." }) lastSeenAt!: Date;
  @Field({ description: "True for the session that asks: this browser." }) current!: boolean;
}

export const listMySessions = operation(SESSION, async (ctx): Promise<SignedInSession[]> => {
  const sessions = await ctx.em.find(Session, { user: ctx.user!.id, expiresAt: { $gt: new Date() } }, { orderBy: { lastSeenAt: "desc" } });
  return sessions.map((session) => ({
    id: publicId(session),
    browser: browserName(session.userAgent),
    userAgent: session.userAgent ?? null,
    address: session.address ?? null,
    signedInAt: session.createdAt,
    lastSeenAt: session.lastSeenAt,
    current: session.tokenHash === ctx.sessionTokenHash,
  }));
});

export const endMySession = operation(
  SESSION,
  "Ends one of your sessions, in whatever browser it is: that browser is signed out at its next request. Ending your current session signs you out here.",
  async (ctx, { id }: { id: string }) => {
    const session = (await ctx.em.find(Session, { user: ctx.user!.id })).find((candidate) => publicId(candidate) === id.trim().toLowerCase());
    if (!session) throw notFound("No session of yours has that id: it may have ended already.", { id: "session.gone" });
    await ctx.em.nativeDelete(Session, { tokenHash: session.tokenHash });
    if (session.tokenHash === ctx.sessionTokenHash) {
      ctx.cookies.clear(SESSION_COOKIE);
      ctx.user = null;
      ctx.sessionTokenHash = undefined;
    }
    return true;
  },
);
