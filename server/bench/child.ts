import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";

/** A TypeScript child process that says when it is ready and answers calls over IPC. */
export interface Child<Ready> {
  ready: Ready;
  call<T>(name: string, args?: unknown): Promise<T>;
  stop(): Promise<void>;
}

interface Reply {
  id?: number;
  ready?: unknown;
  result?: unknown;
  error?: string;
}

/** Starts `script` (a file in bench/) under swc, as the server itself runs in development. */
export function startChild<Ready>(script: string, env: Record<string, string | undefined>, init?: unknown): Promise<Child<Ready>> {
  const child: ChildProcess = fork(path.join(__dirname, script), [], {
    execArgv: ["-r", "@swc-node/register"],
    env: { ...process.env, ...env },
    // The children's own logs (migrations, warnings) would break the table; their errors still show.
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;

  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`${script} exited with code ${code} before it was ready`)));
    child.on("message", (message: Reply) => {
      if (message.ready !== undefined) {
        child.removeAllListeners("exit");
        resolve({
          ready: message.ready as Ready,
          call<T>(name: string, args?: unknown) {
            const id = nextId++;
            child.send({ id, name, args });
            return new Promise<T>((done, fail) => waiting.set(id, { resolve: done as (value: unknown) => void, reject: fail }));
          },
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once("exit", () => done());
              child.kill("SIGTERM");
            }),
        });
        return;
      }
      const pending = waiting.get(message.id!);
      waiting.delete(message.id!);
      if (message.error) pending?.reject(new Error(message.error));
      else pending?.resolve(message.result);
    });
    if (init !== undefined) child.send({ init });
  });
}

/** The child's side: announce readiness, then answer calls with the given handlers. */
export function serveParent(ready: unknown, handlers: Record<string, (args: any) => unknown>): void {
  process.on("message", async ({ id, name, args }: { id: number; name: string; args: unknown }) => {
    if (id === undefined) return;
    try {
      process.send!({ id, result: await handlers[name](args) });
    } catch (error) {
      process.send!({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
  process.send!({ ready });
}

/** The child's side: the value the parent passed to startChild as `init`. */
export function initFromParent<T>(): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: { init?: T }) => {
      if (message.init === undefined) return;
      process.off("message", listener);
      resolve(message.init);
    };
    process.on("message", listener);
  });
}
