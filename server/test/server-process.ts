import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { ADMIN, CAPTCHA_TEXT, graphqlClient, signInWith, type TestServer } from "./harness";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  gql: TestServer["gql"];
  signIn: TestServer["signIn"];
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
}

const SERVER_DIR = path.resolve(__dirname, "..");

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * The real server (src/main.ts, as `npm run dev` starts it) in a process of its own, on the embedded
 * database in `dataDir`, with the test administrator and captcha answer. Resolves once it listens.
 */
export async function startServerProcess(dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["-r", "@swc-node/register", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_NAME: ADMIN.name,
      ADMIN_PASSWORD: ADMIN.password,
      CAPTCHA_TEST_TEXT: CAPTCHA_TEXT,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Blog ready on")) resolve();
    };
    child.stdout!.on("data", listen);
    child.stderr!.on("data", listen);
    void exited.then(() => reject(new Error(`the server process exited before it was ready:\n${output}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const gql = graphqlClient(url);
  return { url, child, gql, signIn: signInWith(gql), exited };
}
