import pg from "pg";
import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * The database's cache_version, the one signal that content changed: a trigger raises it in the same
 * transaction as every write to public content, from any process or by hand in SQL (see the cache_version
 * migration). What is kept in memory (answers, rows) is kept with the version it was made at and used only
 * while the version is still that one.
 *
 * The version is asked at most once every `maxStaleMs` while traffic lasts, so a write made by another
 * process reaches this one's readers at most `maxStaleMs` (plus one query) later. After a request of this
 * process that may have written, `expire()` makes the next reader ask again, so a process always reads its
 * own writes at once.
 *
 * It is read over a connection of its own: the check is on the path of every kept answer, so it must not
 * queue behind the ORM pool's work (the embedded database's pool has a single connection). A broken
 * connection is dropped and a new one made at the next check.
 */
export class ContentVersion {
  private known: number | undefined;
  /** When the check that gave `known` started: the version was at least `known` from that moment on. */
  private knownSince = -Infinity;
  /** Readers arriving after this moment need a check started after it. */
  private expiredAt = -Infinity;
  private running: { startedAt: number; result: Promise<number | undefined> } | undefined;
  private client: Promise<pg.Client> | undefined;
  private reads = 0;

  constructor(
    private readonly databaseUrl: string,
    private readonly maxStaleMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * A version no older than the bound, or undefined when the database cannot tell (then nothing kept may be
   * used). A plain number when the last check is recent enough, which is the common case: no promise.
   */
  current(): number | Promise<number | undefined> {
    const arrived = this.now();
    const oldestUsable = Math.max(arrived - this.maxStaleMs, this.expiredAt);
    if (this.known !== undefined && this.knownSince >= oldestUsable) return this.known;
    // Many readers share one check, but only one that started late enough for each of them.
    if (this.running && this.running.startedAt >= oldestUsable) return this.running.result;
    return this.check(arrived);
  }

  expire(): void {
    this.expiredAt = this.now();
  }

  /** How many times the database was asked, for the bench's statements-per-request figure. */
  get checks(): number {
    return this.reads;
  }

  async close(): Promise<void> {
    const connecting = this.client;
    this.client = undefined;
    await connecting?.then((client) => client.end()).catch(() => undefined);
  }

  private check(startedAt: number): Promise<number | undefined> {
    const result = this.read().then(
      (version) => {
        if (startedAt >= this.knownSince) {
          this.known = version;
          this.knownSince = startedAt;
        }
        return version;
      },
      () => undefined,
    );
    this.running = { startedAt, result };
    void result.finally(() => {
      if (this.running?.result === result) this.running = undefined;
    });
    return result;
  }

  private async read(): Promise<number> {
    const connecting = this.connection();
    try {
      const client = await connecting;
      this.reads++;
      const { rows } = await client.query<{ version: string }>("select version from cache_version where id = 1");
      if (!rows[0]) throw new Error("cache_version has no row");
      return Number(rows[0].version);
    } catch (error) {
      this.drop(connecting);
      throw error;
    }
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    // A trivial query that takes seconds means the database is in trouble: fail, and use nothing kept.
    const client = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 3_000, query_timeout: 2_000 });
    const connecting = client.connect().then(() => client);
    client.on("error", () => this.drop(connecting));
    this.client = connecting;
    return connecting;
  }

  private drop(connecting: Promise<pg.Client> | undefined): void {
    if (!connecting || this.client !== connecting) return;
    this.client = undefined;
    void connecting.then((client) => client.end()).catch(() => undefined);
  }
}

/**
 * The version as an EntityManager's connection reads it: for background tasks, which run on the ORM's
 * connections and skip their sweep while it stands still (kernel/background-tasks.ts, onlyAfterContentChanges).
 */
export async function contentVersionOf(em: EntityManager): Promise<string> {
  const [row] = await em.getConnection().execute<{ version: string }[]>("select version::text as version from cache_version where id = 1");
  if (!row) throw new Error("cache_version has no row");
  return row.version;
}
