import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "../../../test/harness";
import { IMPORT_FIXTURES, testImage } from "../../../test/import-client";
import { SHORT_LIVED_PROCESS_FLAGS } from "../../../test/short-lived-process";
import { createServerDatabase } from "../../../test/test-database";
import { importCommand } from "../../cli/import-command";

const SERVER_DIR = path.resolve(__dirname, "../../..");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "blog-import-command-"));
let database: Awaited<ReturnType<typeof createServerDatabase>>;

/** The settings `npm run import` runs with here: paths from INIT_CWD, the test's database, over them `own`. */
const settings = (own: Record<string, string | undefined> = {}) => ({
  NODE_ENV: "test",
  INIT_CWD: work,
  DATA_DIR: "data",
  ADMIN_PASSWORD: ADMIN.password,
  ...(database ? { DATABASE_URL: database.url } : {}),
  ...own,
});

/** The command's own function, in this process: its report and exit code. */
async function command(...args: string[]): Promise<{ code: number; output: string }> {
  const { text, code } = await importCommand(args, settings());
  return { code, output: text };
}

/** `npm run import -- …` as npm runs it in server/: the command in a process of its own, with settings of its own. */
function commandProcess(env: Record<string, string | undefined>, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...SHORT_LIVED_PROCESS_FLAGS, "-r", "@swc-node/register", "src/cli/import.ts", ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, ...settings(env) },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, output })));
}

beforeAll(async () => {
  database = await createServerDatabase();
  // The old Ghost site's content/images folder, as copied off its server.
  const images = path.join(work, "ghost-content", "images");
  fs.mkdirSync(path.join(images, "2024/10"), { recursive: true });
  fs.writeFileSync(path.join(images, "2024/10/maple.jpg"), await testImage(800, 600, "#b03020", "jpeg"));
  fs.writeFileSync(path.join(images, "2024/10/temple.jpg"), await testImage(500, 400, "#606060", "jpeg"));
  fs.copyFileSync(path.join(IMPORT_FIXTURES, "wordpress-export.xml"), path.join(work, "wordpress.xml"));
  fs.copyFileSync(path.join(IMPORT_FIXTURES, "ghost-export.json"), path.join(work, "ghost.json"));
});

afterAll(async () => {
  await database?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe("npm run import", () => {
  it("refuses a file that is no export before opening the database", async () => {
    fs.writeFileSync(path.join(work, "notes.txt"), "just some notes");
    await expect(command("notes.txt")).rejects.toThrow("neither a WordPress export");
    expect(fs.existsSync(path.join(work, "data"))).toBe(false);
  });

  it("runs dry, then imports with the old uploads from a folder as the first administrator, then skips what it imported", async () => {
    const dry = await command("wordpress.xml", "--dry-run");
    expect(dry.output).toContain(`Dry run (nothing written): WordPress export of "山间笔记 · Mountain Notes"`);
    expect(dry.output).toContain("would import 周末烤面包 → /posts/周末烤面包 (published)");
    expect(dry.output).toContain("Would import 4, skipped 4, failed 0");
    expect(dry.code).toBe(0);

    const run = await command("ghost.json", "--uploads", "ghost-content", "--site-url", "https://old-ghost.example.com");
    expect(run.output).toContain("imported     京都的秋天 → /posts/kyoto-autumn (published)");
    expect(run.output).toContain("Imported 3, skipped 2, failed 0; images stored 2, left at their old addresses 0.");
    expect(run.code).toBe(0);
    if (!database) expect(fs.readdirSync(path.join(work, "data", "uploads")).some((name) => name.endsWith("-800.webp"))).toBe(true);

    const again = await command("ghost.json", "--user", ADMIN.name);
    expect(again.output).toContain("skipped      京都的秋天 → /posts/kyoto-autumn (published): already imported");
    expect(again.output).toContain("Imported 0, skipped 5, failed 0");
  });

  it("says to use the page or stop the server when the server holds the embedded database, and exits 1", async () => {
    // The command as a process, as it is run; on the embedded database whatever the run's database: a data
    // folder of its own, with a live process's pid in its lock (the test runner's own, as a running server's
    // would be).
    const locked = path.join(work, "locked");
    fs.mkdirSync(locked, { recursive: true });
    fs.writeFileSync(path.join(locked, "server.lock"), String(process.pid));
    const { code, output } = await commandProcess({ DATA_DIR: "locked", DATABASE_URL: "" }, "ghost.json");
    expect(code).toBe(1);
    expect(output).toContain("is in use by the running server. Import from the back-office page (/admin/import) while it runs, or stop the server");
  });
});
