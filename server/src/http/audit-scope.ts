import type { NextFunction, Request, Response } from "express";
import { inRequestScope } from "../modules/audit/audit-scope";

/** The way a request came in, as the audit log names it (`AuditActor.via`). */
function wayIn(path: string): string {
  if (path.startsWith("/api/upload")) return "upload";
  if (path.startsWith("/api/import")) return "import";
  if (path.startsWith("/api/")) return "api";
  if (path.startsWith("/graphql")) return "graphql";
  return "page";
}

/** Express middleware: opens the request's audit scope, so that its writes are logged with its address and way in. */
export function auditScope(req: Request, _res: Response, next: NextFunction): void {
  inRequestScope(req.ip ?? req.socket.remoteAddress ?? "unknown", wayIn(req.path), next);
}
