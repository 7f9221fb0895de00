import { describe, expect, it } from "vitest";
import type { TestServer } from "../../test/harness";
import { useTestServer } from "../../test/use-test-server";

let server: TestServer;
useTestServer((started) => ({ server } = started));

const sql = (query: string, params: unknown[] = []): Promise<any[]> => server.orm.em.getConnection().execute(query, params);
const version = async () => Number((await sql("select version from cache_version where id = 1"))[0].version);

/** Tables that never feed a cached public answer: sign-in state (known browsers and second factors too), preview links (never cached), the visit and view counters, the audit log, the subscribers and their deliveries, the fediverse's keys, followers, likes and reposts (shown nowhere yet) and record of what was sent (its answers are never kept), bookkeeping (what came from an import, the outbox of mail sent). */
const NOT_CONTENT = ["sessions", "article_previews", "article_working_copies", "article_revisions", "captchas", "trusted_devices", "second_factors", "recovery_codes", "sign_in_challenges", "site_visits", "article_view_days", "audit_log", "imported_items", "mails", "comment_blocks", "comment_settings", "comment_spent_challenges", "comment_subscribers", "comment_thread_notices", "comment_removal_requests", "limited_actions", "subscribers", "newsletter_settings", "newsletter_sends", "newsletter_deliveries", "newsletter_pace", "received_webmentions", "sent_webmentions", "webmention_checks", "federation_keys", "federation_settings", "federation_followers", "federated_articles", "federation_kv", "federation_reactions", "federation_blocks", "cache_version", "mikro_orm_migrations"];

describe("cache_version", () => {
  it("is raised by a change to any column of an article except its view count", async () => {
    const columns: { name: string }[] = await sql(
      "select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = 'articles'",
    );
    expect(columns.length).toBeGreaterThan(5);
    for (const { name } of columns.filter((c) => c.name !== "hits")) {
      const before = await version();
      await sql(`update articles set "${name}" = "${name}" where id = 1`);
      expect(await version(), name).toBe(before + 1);
    }
    const before = await version();
    await sql("update articles set hits = hits + 1 where id = 1");
    expect(await version()).toBe(before);
  });

  it("is raised by inserts and deletes, once per transaction, and not by a rolled-back write", async () => {
    let before = await version();
    await sql("begin; insert into columns (name, kind) values ('a', 'ARTICLES'), ('b', 'ARTICLES'); update daily_sentences set sid = sid; commit;");
    expect(await version()).toBe(before + 1);
    before = await version();
    await sql("delete from columns where name in ('a', 'b')");
    expect(await version()).toBe(before + 1);
    before = await version();
    await sql("begin; update site_info set title = 'never'; rollback;");
    expect(await version()).toBe(before);
  });

  it("has its trigger on every table of content, so a new table cannot be forgotten", async () => {
    const tables: { name: string; triggered: boolean }[] = await sql(
      `select c.relname as name, exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = c.relname || '_cache_version') as triggered
       from pg_class c where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace`,
    );
    const missing = tables.filter((t) => !t.triggered && !NOT_CONTENT.includes(t.name)).map((t) => t.name);
    expect(tables.length).toBeGreaterThan(8);
    expect(missing).toEqual([]);
  });
});
