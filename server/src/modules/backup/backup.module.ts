import { defineModule } from "../../kernel/module-manifest";
import { DAILY_BACKUP_CHECK_MS, runDailyBackup } from "./daily-backup";

/**
 * No tables and no GraphQL: backups are files made from every other module's tables (the download is
 * http/backup.router.ts, the commands are cli/backup.ts and cli/restore.ts). The server writes one a day.
 */
export default defineModule({
  name: "backup",
  entities: [],
  resolvers: [],
  tasks: [{ name: "daily backup", everyMs: DAILY_BACKUP_CHECK_MS, run: (em, { config, uploads }) => runDailyBackup(em, config, uploads) }],
});
