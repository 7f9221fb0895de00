import { MikroORM } from "@mikro-orm/postgresql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerDatabase } from "../../../test/test-database";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../embedded";
import { buildOrmConfig } from "../orm.config";

/** A database whose articles were written before permalinks existed, migrated to them. */
let orm: MikroORM;
let embedded: EmbeddedPostgres | undefined;
let serverDatabase: Awaited<ReturnType<typeof createServerDatabase>>;

beforeAll(async () => {
  serverDatabase = await createServerDatabase();
  embedded = serverDatabase ? undefined : await startEmbeddedPostgres();
  orm = await MikroORM.init(await buildOrmConfig({ clientUrl: serverDatabase?.url ?? embedded!.url, embedded: !!embedded }));
  await orm.getMigrator().up({ to: "Migration20261125002901_article_lifecycle" });
});
afterAll(async () => {
  await orm?.close(true);
  await embedded?.stop();
  await serverDatabase?.drop();
});

describe("the article_slugs migration", () => {
  it("gives every existing article a unique slug from its title, post-{id} when the title has no letter", async () => {
    const sql = (query: string): Promise<any[]> => orm.em.getConnection().execute(query);
    await sql(`insert into columns (id, name, kind) values (1, 'Notes', 'ARTICLES')`);
    const titles = ["Hello, World", "hello world!", "安静的笔记", "???", "Hello World"];
    for (const title of titles) await sql(`insert into articles (column_id, title) values (1, '${title.replace(/'/g, "''")}')`);

    await orm.getMigrator().up();

    const rows: { id: number; slug: string }[] = await sql(`select id, slug from articles order by id`);
    expect(rows.map((row) => row.slug)).toEqual(["hello-world", "hello-world-2", "安静的笔记", `post-${rows[3].id}`, "hello-world-3"]);
    await expect(sql(`insert into articles (column_id, title, slug) values (1, 'Again', 'hello-world')`)).rejects.toThrow(/articles_slug_unique/);
  });
});
