import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  /**
   * postgres:// URL of the Unix socket the ORM connects to: its folder (0700, the server's user only) as the
   * host, percent-encoded, which both the ORM and the pg driver read as a socket folder.
   */
  url: string;
  /** The socket's folder. */
  socketDir: string;
  /** Stops accepting connections (the data stays open); used to simulate the database going away. */
  pause(): Promise<void>;
  /** Accepts connections again on the same port after pause(). */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Connections the socket accepts at once. PGlite still runs one query at a time and keeps each connection's
 * transaction to itself; several connections let a second server process (tests, the bench's baseline)
 * share this database, as several processes share one PostgreSQL.
 */
const MAX_CONNECTIONS = 8;

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory, which never shrinks once grown. The default
 * (128 MB) is most of the process's memory, for a blog whose whole database is a few megabytes and whose
 * public reads are answered from the answer cache anyway; the operating system caches the files beneath it.
 */
const SHARED_BUFFERS = "16MB";

/** The socket's name inside its folder, as PostgreSQL names it, so a driver given the folder and port 5432 finds it. */
const SOCKET_NAME = ".s.PGSQL.5432";

/**
 * Inside the data folder, while the server runs: the URL of its socket, readable by the server's user only, so
 * `npm run backup` can read the database the server holds open instead of being refused by its lock.
 */
const SOCKET_URL_FILE = "server.socket";

/** The data folder is held by another live process (a running server); `pid` names it. */
export class DataDirInUse extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(
      `Another server process (pid ${pid}) is using the embedded database in ${dataDir}. ` +
        "Stop it first, or set DATA_DIR to another folder or DATABASE_URL to a PostgreSQL server.",
    );
  }
}

/**
 * The socket URL of the server running on the embedded database in dataDir, when one is: the way in for a
 * second process of the same user (the socket's folder admits no one else). Undefined when no live server
 * holds the folder, or when it started without recording its socket.
 */
export function runningServerUrl(dataDir: string): { pid: number; url?: string } | undefined {
  const read = (file: string) => {
    try {
      return fs.readFileSync(path.join(dataDir, file), "utf8").trim();
    } catch {
      return undefined;
    }
  };
  const pid = Number(read("server.lock") ?? 0);
  if (!pid || pid === process.pid || !isAlive(pid)) return undefined;
  return { pid, url: read(SOCKET_URL_FILE) };
}

/**
 * Starts PGlite, kept in files under dataDir (or in memory when dataDir is undefined), and serves it on a
 * Unix socket, so the ordinary PostgreSQL driver works against it. PGlite asks for no password, so the socket
 * is what keeps other local users out: it lives in a fresh folder only the server's user may enter (mkdtemp
 * makes it 0700), where a TCP port on the loopback would let any local process read and change the data.
 * `loadDataDir` starts an in-memory database from a copy of another one's files (the bytes of PGlite's
 * `dumpDataDir`): the tests' way to begin each file from a database migrated and seeded once.
 */
export async function startEmbeddedPostgres(dataDir?: string, { loadDataDir }: { loadDataDir?: Uint8Array } = {}): Promise<EmbeddedPostgres> {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  let db: PGlite;
  try {
    const options = {
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir && !dataDir ? { loadDataDir: new BytesBlob(loadDataDir) } : {}),
      pgliteWasmModule: await compiledPglite(),
      startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${SHARED_BUFFERS}`],
    };
    const fresh = dataDir !== undefined && !fs.existsSync(path.join(dataDir, "PG_VERSION"));
    db = await PGlite.create(options);
    if (fresh) {
      // Creating a database grows PGlite's WebAssembly memory to about 450 MB, which it never gives back;
      // opening the new files again costs a second and starts from a third of that.
      await db.close();
      db = await PGlite.create(options);
    }
  } catch (error) {
    releaseLock();
    throw error;
  }
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "quiet-notes-db-"));
  const socketPath = path.join(socketDir, SOCKET_NAME);
  const listen = async () => {
    // A socket file left by an earlier listener would make listen() fail with EADDRINUSE.
    fs.rmSync(socketPath, { force: true });
    const listener = new PGLiteSocketServer({ db, path: socketPath, maxConnections: MAX_CONNECTIONS });
    await listener.start();
    return listener;
  };
  let server: PGLiteSocketServer;
  try {
    server = await listen();
  } catch (error) {
    fs.rmSync(socketDir, { recursive: true, force: true });
    await db.close();
    releaseLock();
    throw error;
  }
  let running = true;
  const url = `postgres://postgres@${encodeURIComponent(socketDir)}:5432/postgres`;
  const socketUrlFile = dataDir ? path.join(dataDir, SOCKET_URL_FILE) : undefined;
  if (socketUrlFile) {
    fs.rmSync(socketUrlFile, { force: true });
    fs.writeFileSync(socketUrlFile, url, { mode: 0o600 });
  }

  return {
    url,
    socketDir,
    async pause() {
      if (!running) return;
      running = false;
      await server.stop();
    },
    async resume() {
      if (running) return;
      server = await listen();
      running = true;
    },
    async stop() {
      if (running) await server.stop();
      running = false;
      if (socketUrlFile) fs.rmSync(socketUrlFile, { force: true });
      fs.rmSync(socketDir, { recursive: true, force: true });
      await db.close();
      releaseLock();
    },
  };
}

type PgliteWasmModule = NonNullable<PGliteOptions["pgliteWasmModule"]>;
/** Node's WebAssembly global, which the server's type libraries (Node's, without the DOM's) leave out. */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteWasmModule> };

/** PGlite's WebAssembly (9 MB), compiled on first use. */
let pgliteModule: Promise<PgliteWasmModule> | undefined;

/**
 * PGlite compiles its WebAssembly again for every database it opens unless it is given the compiled module. A
 * process opens several: a fresh data folder is opened twice, and each test file opens its own copy of the
 * seeded database.
 */
function compiledPglite(): Promise<PgliteWasmModule> {
  pgliteModule ??= fs.promises
    .readFile(path.join(path.dirname(require.resolve("@electric-sql/pglite")), "pglite.wasm"))
    .then((bytes) => WebAssembly.compile(bytes));
  return pgliteModule;
}

/**
 * A Blob over bytes already in memory, for PGlite's `loadDataDir`, which only asks for them whole
 * (`arrayBuffer()`). Node's own Blob answers that by copying its contents in small chunks: half a second
 * for a 44 MB database, more than the rest of opening it.
 */
class BytesBlob extends Blob {
  constructor(private readonly contents: Uint8Array) {
    super([], { type: "application/x-tar" });
    Object.defineProperty(this, "size", { value: contents.byteLength });
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.contents;
    // PGlite only reads the archive (each file is copied out of it), so bytes that fill their buffer are lent
    // as they are: the tests open every file's database from the same bytes, and a copy is 44 MB of fresh pages.
    if (byteOffset === 0 && byteLength === buffer.byteLength) return Promise.resolve(buffer as ArrayBuffer);
    return Promise.resolve(buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer);
  }
}

/**
 * PGlite is a single-process database: a second process opening the same files corrupts them.
 * A lock file with the owner's pid refuses that, and a stale lock (its process gone) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "server.lock");
  try {
    const owner = Number(fs.readFileSync(lockFile, "utf8"));
    if (owner && owner !== process.pid && isAlive(owner)) throw new DataDirInUse(dataDir, owner);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
