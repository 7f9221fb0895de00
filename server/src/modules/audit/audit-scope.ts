import { AsyncLocalStorage } from "node:async_hooks";
import type { Account } from "../../kernel/permissions";

/** Who a request's writes are logged as: the audit log's user, address and way in. */
export interface AuditActor {
  userId: number | null;
  userName: string | null;
  address: string;
  /** "graphql", "api" (the legacy shim), "upload", "import" (the page's or the command's) or "page". */
  via: string;
  /** Set for the demo content a new blog is seeded with: the trigger logs nothing for it. */
  unlogged?: true;
}

/**
 * One request's actor, kept for the code that runs on its behalf, however deep and however asynchronous:
 * the ORM's transaction hook reads it (audit-actor.subscriber.ts) without every write path passing it on.
 */
const scope = new AsyncLocalStorage<AuditActor>();

/** Runs a request's work in its own scope, anonymous until its session is known (http/audit-scope.ts opens it). */
export function inRequestScope(address: string, via: string, work: () => void): void {
  scope.run({ userId: null, userName: null, address, via }, work);
}

/** The request context names the signed-in user once its session is read. */
export function auditAs(user: Account | null): void {
  const actor = scope.getStore();
  if (!actor) return;
  actor.userId = user?.id ?? null;
  actor.userName = user?.name ?? null;
}

/** The current request's actor; undefined outside a request (a scheduled task, a script). */
export const currentActor = (): AuditActor | undefined => scope.getStore();

/** Runs `write` with its transactions unlogged: the seed's demo content is where a blog starts, not a change. */
export function unlogged<T>(write: () => Promise<T>): Promise<T> {
  return scope.run({ userId: null, userName: null, address: "", via: "seed", unlogged: true }, write);
}

/** Runs `write` as this user outside any request: the import command's writes are logged as theirs. */
export function actingAs<T>(user: Account, via: string, write: () => Promise<T>): Promise<T> {
  return scope.run({ userId: user.id, userName: user.name, address: "local", via }, write);
}

/**
 * From here on in this request, its writes are logged with `replacement` as their address: for a visitor's
 * write whose address the blog keeps only as a salted hash (a comment), so the append-only log does not keep
 * the address itself either.
 */
export function logAddressAs(replacement: string): void {
  const actor = scope.getStore();
  if (actor) actor.address = replacement;
}
