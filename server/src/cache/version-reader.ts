import pg from "pg";

/**
 * Reads cache_version over a connection of its own: the check is on the path of every cached answer, so it
 * must not queue behind the ORM pool's work (the embedded database's pool has a single connection).
 * A broken connection is dropped and a new one made at the next check.
 */
export class VersionReader {
  private client: Promise<pg.Client> | undefined;
  private reads = 0;

  constructor(private readonly url: string) {}

  /** How many times the database was asked, for the bench's statements-per-request figure. */
  get count(): number {
    return this.reads;
  }

  async read(): Promise<number> {
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

  async close(): Promise<void> {
    const connecting = this.client;
    this.client = undefined;
    await connecting?.then((client) => client.end()).catch(() => undefined);
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    // A trivial query that takes seconds means the database is in trouble: fail, and serve nothing cached.
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 3_000, query_timeout: 2_000 });
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
