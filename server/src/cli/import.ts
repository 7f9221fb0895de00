import "../runtime/require-node";
import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config";
import { openDatabase, type Database } from "../db/database";
import { codeOf } from "../kernel/errors";
import { optionalUrl } from "../kernel/text-rules";
import { actingAs } from "../modules/audit/audit-scope";
import type { ImportReport } from "../shared/import-report";
import { importExport } from "../modules/import/import-run";
import { uploadsFromFolder, uploadsFromZip, type OldUploads } from "../modules/import/old-uploads";
import { readExport } from "../modules/import/read-export";
import { Role, User } from "../modules/user/user.entity";
import { storeImage } from "../uploads/image-store";
import { uploadStorageOf } from "../uploads/upload-storage-of";

const USAGE = `Usage: npm run import -- FILE [--uploads DIR|ZIP] [--dry-run] [--user NAME] [--site-url URL]

  FILE            a WordPress export (.xml, Tools → Export) or a Ghost export (.json, Settings → Labs → Export)
  --uploads       the old site's uploads (wp-content/uploads, or Ghost's content/images), as a folder or a ZIP:
                  the images the posts use become this blog's uploads; without it they stay at their old addresses
  --dry-run       say what would be imported and skipped, and write nothing
  --user          whose import it is (the author of the articles' first revisions); the first administrator if not given
  --site-url      the old Ghost site's address, which Ghost's export leaves out`;

class UsageError extends Error {}

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { uploads: { type: "string" }, "dry-run": { type: "boolean", default: false }, user: { type: "string" }, "site-url": { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (positionals.length !== 1) throw new UsageError("Name one export file to import.");
  return { file: positionals[0], uploads: values.uploads, dryRun: values["dry-run"], user: values.user, siteUrl: values["site-url"] };
}

async function readUploads(where: string): Promise<OldUploads> {
  return fs.statSync(where, { throwIfNoEntry: false })?.isDirectory() ? uploadsFromFolder(where) : uploadsFromZip(where);
}

async function importer(database: Database, name: string | undefined): Promise<User> {
  const em = database.orm.em.fork();
  const user = name ? await em.findOne(User, { name }) : await em.findOne(User, { role: Role.ADMIN }, { orderBy: { id: "asc" } });
  if (!user) throw new UsageError(name ? `No user is named "${name}".` : "The blog has no administrator to import as; name a user with --user.");
  return user;
}

function printReport(report: ImportReport): void {
  const { source, counts } = report;
  console.log(`${report.dryRun ? "Dry run (nothing written): " : ""}${source.kind === "wordpress" ? "WordPress" : "Ghost"} export of "${source.title}"${source.site ? ` (${source.site})` : ""} into the column "${report.column}"`);
  for (const item of report.items) {
    const what = item.outcome === "imported" ? (report.dryRun ? "would import" : "imported") : item.outcome;
    const where = item.slug ? ` → /posts/${item.slug}${item.status ? ` (${item.status.toLowerCase()})` : ""}` : "";
    console.log(`  ${what.padEnd(12)} ${item.title || "(untitled)"}${where}${item.reason ? `: ${item.reason}` : ""}`);
    for (const note of item.notes) console.log(`               · ${note}`);
  }
  for (const note of report.notes) console.log(`  ${note}`);
  if (report.newTags.length > 0) console.log(`  New tags: ${report.newTags.join(", ")}`);
  console.log(`${report.dryRun ? "Would import" : "Imported"} ${counts.imported}, skipped ${counts.skipped}, failed ${counts.failed}; images ${report.dryRun ? "to store" : "stored"} ${report.images.stored}, left at their old addresses ${report.images.keptAtOldAddress}.`);
}

async function main(): Promise<number> {
  const args = options();
  // npm runs workspace scripts inside server/; paths are meant from where npm was started, as for the server.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig(process.env, cwd);
  const file = path.resolve(cwd, args.file);
  if (!fs.existsSync(file)) throw new UsageError(`There is no file ${file}.`);
  // Read before the database opens, so a wrong file is refused at once.
  const source = readExport(fs.readFileSync(file), { siteUrl: optionalUrl(args.siteUrl, "--site-url") });
  const uploads = args.uploads ? await readUploads(path.resolve(cwd, args.uploads)) : undefined;

  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (/Another server process/.test(String(error))) {
      throw new UsageError(
        `The embedded database in ${config.dataDir} is in use by the running server. Import from the back-office page (/admin/import) while it runs, or stop the server and run this again.`,
      );
    }
    throw error;
  }
  try {
    const user = await importer(database, args.user);
    const storage = uploadStorageOf(config);
    const report = await actingAs(user, "import", () =>
      importExport(database.orm.em.fork(), source, {
        user,
        dryRun: args.dryRun,
        uploads,
        storeImage: (bytes) => storeImage(bytes, storage),
        // A counter that rewrites its line is for a terminal; a log gets the summary only.
        onProgress: process.stderr.isTTY ? (done, total) => process.stderr.write(`\r${done}/${total} posts`) : undefined,
      }),
    );
    if (process.stderr.isTTY) process.stderr.write("\n");
    printReport(report);
    return report.counts.failed > 0 ? 1 : 0;
  } finally {
    uploads?.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError || codeOf(error)) {
      console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : (error as Error).message);
      if (error instanceof UsageError && /Name one export/.test(error.message)) console.error(`\n${USAGE}`);
    } else {
      console.error("The import failed:", error instanceof Error ? error.message : error);
    }
    process.exit(1);
  },
);
