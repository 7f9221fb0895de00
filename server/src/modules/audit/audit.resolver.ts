import { Args, Ctx, Query, Resolver } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { Page } from "../../kernel/page-of";
import type { RequestContext } from "../../kernel/request-context";
import { AuditLogArgs } from "./audit.inputs";
import { listAuditLog } from "./audit.service";
import { AuditEntry, AuditEntryPage } from "./audit.type";

@Resolver(() => AuditEntry)
export class AuditResolver {
  @Requires(listAuditLog)
  @Query(() => AuditEntryPage, {
    description:
      "Every write to the blog's content and settings (through GraphQL, the legacy /api calls, uploads or the server's own work), newest first, filtered as asked. The database appends the entries in the same transaction as the change; nothing updates or deletes them. Administrators only.",
  })
  auditLog(@Ctx() ctx: RequestContext, @Args() args: AuditLogArgs): Promise<Page<AuditEntry>> {
    return listAuditLog.run(ctx, args);
  }
}
