import { defineModule } from "../../kernel/module-manifest";
import { AuditResolver } from "./audit.resolver";

/** No entity: the database writes audit_log itself (see the audit_log migration); the module reads it. */
export default defineModule({
  name: "audit",
  entities: [],
  resolvers: [AuditResolver],
});
