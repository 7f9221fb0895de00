import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ADMIN, startTestServer } from "../../test/harness";
import { startServerProcess, type ServerProcess } from "../../test/server-process";
import { SHORT_LIVED_PROCESS_FLAGS } from "../../test/short-lived-process";
import { backupCommand } from "./backup-command";
import { CommandError } from "./cli-database";
import { restoreCommand } from "./restore-command";

const SERVER_DIR = path.resolve(__dirname, "../..");
const temp = fs.mkdtempSync(path.join(os.tmpdir(), "quiet-notes-cli-"));
const running: ServerProcess[] = [];

/** `npm run backup` / `npm run restore` as npm runs them: the script in server/, paths typed in `typedIn`. */
function command(script: "backup" | "restore", args: string[], dataDir: string) {
  const result = spawnSync(process.execPath, [...SHORT_LIVED_PROCESS_FLAGS, "-r", "@swc-node/register", `src/cli/${script}.ts`, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", INIT_CWD: temp, NODE_ENV: "test" },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout + result.stderr };
}

async function stop(server: ServerProcess) {
  server.child.kill("SIGTERM");
  await server.exited;
}

afterAll(async () => {
  for (const server of running) if (server.exitCode() === null) await stop(server);
});

describe("npm run backup and npm run restore", () => {
  it("back up a running embedded server, refuse to restore into it, and restore into a new data folder", async () => {
    const source = path.join(temp, "source");
    const server = await startServerProcess(source);
    running.push(server);
    const feed = await (await fetch(`${server.url}/rss.xml`)).text();

    const backup = command("backup", ["--out", "saved/blog.zip"], source);
    expect(backup.out).toMatch(/^Backed up \d+ rows of \d+ tables and 0 uploaded files to .*saved\/blog\.zip/);
    expect(backup.code).toBe(0);
    const file = path.join(temp, "saved/blog.zip");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    // A refusal as the process prints it: one line, exit 1.
    const intoRunning = command("restore", ["saved/blog.zip"], source);
    expect(intoRunning.code).toBe(1);
    expect(intoRunning.out.trim()).toBe(`The server (pid ${server.child.pid}) is running on the embedded database in ${source}. Stop it first, or restore into a new DATA_DIR.`);
    await stop(server);

    const target = path.join(temp, "target");
    const restore = command("restore", ["saved/blog.zip"], target);
    expect(restore.out).toMatch(/^Restored \d+ rows of \d+ tables and 0 uploaded files from .*blog\.zip .* into the embedded database in .*target/);
    expect(restore.code).toBe(0);
    // Restoring twice is refused by the command's own function, in this process.
    const env = { DATA_DIR: target, DATABASE_URL: "", INIT_CWD: temp, NODE_ENV: "test" };
    await expect(restoreCommand(["saved/blog.zip"], env)).rejects.toThrow(/^The database is not empty \(table \w+ has rows\)/);

    // What was restored serves the same feed and signs the administrator in: checked on the app in this
    // process (as backup-round-trip.test.ts does), since how a process starts is the server's own tests'.
    const restored = await startTestServer(env, { keepData: true });
    try {
      expect((await (await fetch(`${restored.url}/rss.xml`)).text()).split(restored.url).join("")).toBe(feed.split(server.url).join(""));
      expect(await restored.signIn(ADMIN.name, ADMIN.password)).toBeTruthy();
    } finally {
      await restored.close();
    }
    // A server and three commands, each a process compiling the sources: a minute on a loaded machine.
  }, 180_000);

  it("say what is wrong, in one line, for a missing file, a file that is not a backup and an empty data folder", async () => {
    // The commands' own functions, in this process: a refusal comes before any database opens, and how the
    // process prints it and exits 1 is the test above's.
    const empty = path.join(temp, "empty");
    const env = { DATA_DIR: empty, DATABASE_URL: "", INIT_CWD: temp, NODE_ENV: "test" };
    await expect(restoreCommand([], env)).rejects.toThrow(new CommandError("Name the backup to restore: npm run restore -- FILE"));
    await expect(restoreCommand(["nowhere.zip"], env)).rejects.toThrow(new CommandError(`There is no file ${path.join(temp, "nowhere.zip")}.`));
    fs.writeFileSync(path.join(temp, "notes.txt"), "these are notes, not a backup archive of any kind");
    await expect(restoreCommand(["notes.txt"], env)).rejects.toThrow(/^This file is not a readable backup: The file is not a ZIP archive/);
    expect(fs.existsSync(empty)).toBe(false);
    await expect(backupCommand([], env)).rejects.toThrow(
      new CommandError(`There is no embedded database in ${empty}. Set DATA_DIR to the server's data folder, or DATABASE_URL to its PostgreSQL.`),
    );
    await expect(backupCommand(["--out"], env)).rejects.toThrow(new CommandError("--out needs a file name: npm run backup -- --out FILE"));
  });
});
