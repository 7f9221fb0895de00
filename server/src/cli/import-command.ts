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
import { typedIn } from "./cli-database";

const USAGE = `Usage: npm run import -- FILE [--uploads DIR|ZIP] [--dry-run] [--user NAME] [--site-url URL]

  FILE            a WordPress export (.xml, Tools → Export) or a Ghost export (.json, Settings → Labs → Export)
  --uploads       the old site's uploads (wp-content/uploads, or Ghost's content/images), as a folder or a ZIP:
                  the images the posts use become this blog's uploads; without it they stay at their old addresses
  --dry-run       say what would be imported and skipped, and write nothing
  --user          whose import it is (the author of the articles' first revisions); the first administrator if not given
  --site-url      the old Ghost site's address, which Ghost's export leaves out`;

class UsageError extends Error {}

function options(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { uploads: { type: "string" }, "dry-run": { type: "boolean", default: false }, user: { type: "string" }, "site-url": { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (positionals.length !== 1 && !values.help) throw new UsageError("Name one export file to import.");
  return { help: values.help, file: positionals[0], uploads: values.uploads, dryRun: values["dry-run"], user: values.user, siteUrl: values["site-url"] };
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

function reportText(report: ImportReport): string {
  const { source, counts } = report;
  const lines: string[] = [];
  const print = (line: string) => lines.push(line);
  print(`${report.dryRun ? "Dry run (nothing written): " : ""}${source.kind === "wordpress" ? "WordPress" : "Ghost"} export of "${source.title}"${source.site ? ` (${source.site})` : ""} into the column "${report.column}"`);
  for (const item of report.items) {
    const what = item.outcome === "imported" ? (report.dryRun ? "would import" : "imported") : item.outcome;
    const where = item.slug ? ` → /posts/${item.slug}${item.status ? ` (${item.status.toLowerCase()})` : ""}` : "";
    print(`  ${what.padEnd(12)} ${item.title || "(untitled)"}${where}${item.reason ? `: ${item.reason}` : ""}`);
    for (const note of item.notes) print(`               · ${note}`);
  }
  for (const note of report.notes) print(`  ${note}`);
  if (report.newTags.length > 0) print(`  New tags: ${report.newTags.join(", ")}`);
  print(`${report.dryRun ? "Would import" : "Imported"} ${counts.imported}, skipped ${counts.skipped}, failed ${counts.failed}; images ${report.dryRun ? "to store" : "stored"} ${report.images.stored}, left at their old addresses ${report.images.keptAtOldAddress}.`);
  return lines.join("\n");
}

/**
 * `npm run import -- FILE …`: answers the report to print, and the exit code: 1 when a post failed to import.
 * `onProgress` hears each post as it is done.
 */
export async function importCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  onProgress?: (done: number, total: number) => void,
): Promise<{ text: string; code: 0 | 1 }> {
  const args = options(argv);
  if (args.help) return { text: USAGE, code: 0 };
  const cwd = typedIn(env);
  const config = loadConfig(env, cwd);
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
        onProgress,
      }),
    );
    return { text: reportText(report), code: report.counts.failed > 0 ? 1 : 0 };
  } finally {
    uploads?.close();
    await database.close();
  }
}

/** What the command says when it cannot run: the refusal as it is (with the usage after a wrong call), else the failure. */
export function importFailure(error: unknown): string {
  if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
  if (error instanceof UsageError && /Name one export/.test(error.message)) return `${error.message}\n\n${USAGE}`;
  if (error instanceof UsageError || codeOf(error)) return (error as Error).message;
  return `The import failed: ${error instanceof Error ? error.message : String(error)}`;
}
