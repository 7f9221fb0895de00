import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { freePort } from "./free-port";
import { SHORT_LIVED_PROCESS_FLAGS } from "./short-lived-process";
import { COMMENT_CHALLENGE_MAX } from "./credentials";
import { ADMIN, CAPTCHA_TEXT, graphqlClient, signInWith, type TestServer } from "./harness";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  gql: TestServer["gql"];
  signIn: TestServer["signIn"];
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
  /** The exit code once it has exited (null when a signal ended it). */
  exitCode(): number | null;
  /** Everything the process printed so far. */
  output(): string;
}

export interface ServerProcessOptions {
  /** A PostgreSQL server's database instead of the embedded one in dataDir. */
  databaseUrl?: string;
  /** NODE_ENV; "test" unless given, which among others turns off behaviour tests do not want. */
  nodeEnv?: string;
  /** More settings (TRUST_PROXY …), applied last. */
  env?: Record<string, string>;
}

const SERVER_DIR = path.resolve(__dirname, "..");

/** Fills `dataDir` with a copy of the suite's seeded embedded database (global-setup.ts), as a first start makes it. */
export function copySeededDataDir(dataDir: string): void {
  fs.cpSync(inject("seededDatabase").dataDir, dataDir, { recursive: true, filter: (source) => !["server.lock", "server.socket"].includes(path.basename(source)) });
}

/**
 * The real server (src/main.ts, as `npm run dev` starts it) in a process of its own, on the embedded
 * database in `dataDir`, with the test administrator and captcha answer. Resolves once it listens. A missing or
 * empty `dataDir` first gets a copy of the suite's seeded database (global-setup.ts), as a first start would make it.
 */
export async function startServerProcess(dataDir: string, options: ServerProcessOptions = {}): Promise<ServerProcess> {
  if (!options.databaseUrl && (!fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0)) copySeededDataDir(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, [...SHORT_LIVED_PROCESS_FLAGS, "-r", "@swc-node/register", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: options.nodeEnv ?? "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      ADMIN_NAME: ADMIN.name,
      ADMIN_PASSWORD: ADMIN.password,
      CAPTCHA_TEST_TEXT: CAPTCHA_TEXT,
      COMMENT_TEST_CHALLENGE_MAX: COMMENT_CHALLENGE_MAX,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let output = "";
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  await new Promise<void>((resolve, reject) => {
    const listen = () => {
      if (output.includes("Blog ready on")) resolve();
    };
    child.stdout!.on("data", listen);
    child.stderr!.on("data", listen);
    void exited.then(() => reject(new Error(`the server process exited before it was ready:\n${output}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const gql = graphqlClient(url);
  return { url, child, gql, signIn: signInWith(gql), exited, exitCode: () => child.exitCode, output: () => output };
}
