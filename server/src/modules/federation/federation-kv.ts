import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from "@fedify/fedify";
import type { MikroORM } from "@mikro-orm/postgresql";

/** Keys are joined with a character that no URL or Fedify key part holds, so a prefix is a `like` pattern. */
const SEPARATOR = "\u001f";
const keyOf = (key: KvKey): string => key.join(SEPARATOR);
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const expiry = (options?: KvStoreSetOptions): Date | null => (options?.ttl ? new Date(Date.now() + options.ttl.total({ unit: "milliseconds" })) : null);

/**
 * Fedify's key–value store (cached remote documents and keys, inbox idempotence) as the `federation_kv` table,
 * so every server process shares it and it survives a restart. Written here because the registry carries no
 * current @fedify/postgres; each call is one statement on a fresh EntityManager (never inside a request's
 * transaction: the embedded database has one connection). Expired rows read as missing and are swept as
 * values are set.
 */
export class DatabaseKvStore implements KvStore {
  constructor(private readonly orm: MikroORM) {}

  private run<T extends object[]>(sql: string, params: unknown[]): Promise<T> {
    return this.orm.em.fork().getConnection().execute<T>(sql, params);
  }

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const rows = await this.run<{ value: T }[]>(`select "value" from "federation_kv" where "key" = ? and ("expires_time" is null or "expires_time" > now())`, [keyOf(key)]);
    return rows[0]?.value;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    await this.run(`delete from "federation_kv" where "expires_time" <= now()`, []);
    await this.run(
      `insert into "federation_kv" ("key", "value", "expires_time") values (?, ?::jsonb, ?) on conflict ("key") do update set "value" = excluded."value", "expires_time" = excluded."expires_time"`,
      [keyOf(key), JSON.stringify(value ?? null), expiry(options)],
    );
  }

  async delete(key: KvKey): Promise<void> {
    await this.run(`delete from "federation_kv" where "key" = ?`, [keyOf(key)]);
  }

  /** Swaps only when the stored value (missing counts as undefined) is the expected one, in one statement. */
  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const k = keyOf(key);
    const value = JSON.stringify(newValue ?? null);
    if (expectedValue === undefined) {
      await this.run(`delete from "federation_kv" where "key" = ? and "expires_time" <= now()`, [k]);
      const rows = await this.run<{ key: string }[]>(`insert into "federation_kv" ("key", "value", "expires_time") values (?, ?::jsonb, ?) on conflict ("key") do nothing returning "key"`, [
        k,
        value,
        expiry(options),
      ]);
      return rows.length === 1;
    }
    const rows = await this.run<{ key: string }[]>(
      `update "federation_kv" set "value" = ?::jsonb, "expires_time" = ? where "key" = ? and "value" = ?::jsonb and ("expires_time" is null or "expires_time" > now()) returning "key"`,
      [value, expiry(options), k, JSON.stringify(expectedValue)],
    );
    return rows.length === 1;
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const rows = prefix
      ? await this.run<{ key: string; value: unknown }[]>(
          `select "key", "value" from "federation_kv" where ("key" = ? or "key" like ? escape '\\') and ("expires_time" is null or "expires_time" > now()) order by "key"`,
          [keyOf(prefix), `${escapeLike(keyOf(prefix) + SEPARATOR)}%`],
        )
      : await this.run<{ key: string; value: unknown }[]>(`select "key", "value" from "federation_kv" where "expires_time" is null or "expires_time" > now() order by "key"`, []);
    for (const row of rows) yield { key: row.key.split(SEPARATOR) as unknown as KvKey, value: row.value };
  }
}
