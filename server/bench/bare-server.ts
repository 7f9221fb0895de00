import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { bodyText, excerptOf, readingMinutes } from "../src/shared/article-text";
import { initFromParent, serveParent } from "./child";

export interface BareInit {
  databaseUrl: string;
  poolSize: number;
}

type Variables = { offset?: number; limit?: number };

/**
 * What a hand-written server would run for the home page's reads: one statement per operation (the page
 * with its total as a sub-select), serialised into the same JSON the GraphQL API answers.
 */
const OPERATIONS: Record<string, (pool: pg.Pool, v: Variables) => Promise<unknown>> = {
  async SiteShell(pool) {
    const { rows } = await pool.query(
      "select id, title, logo, description, keywords, record, copyright from site_info where id > 0 order by id desc limit 1",
    );
    return { siteInfo: { ...rows[0], __typename: "SiteInfo" } };
  },
  async HomeSentences(pool, { offset = 0, limit = 5 }) {
    const { rows } = await pool.query(
      `select id, cn, en, (select count(*) from daily_sentences where is_show) as total
       from daily_sentences where is_show order by sid, id limit $1 offset $2`,
      [limit, offset],
    );
    const items = rows.map((r) => ({ id: r.id, cn: r.cn, en: r.en, __typename: "DailySentence" }));
    return { dailySentences: { total: Number(rows[0]?.total ?? 0), items, __typename: "DailySentencePage" } };
  },
  async HomeArticles(pool, { offset = 0, limit = 10 }) {
    const visible = "is_show and status <> 'DRAFT' and published_at <= now()";
    const { rows } = await pool.query(
      `select id, slug, title, summary, content, cover, featured, create_time, published_at, hits,
              (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by t.name), '[]')
                 from article_tags at join tags t on t.id = at.tag_id where at.article_id = articles.id) as tags,
              (select count(*) from articles where ${visible}) as total
       from articles where ${visible}
       order by featured desc, case when (select home_order from site_info order by id desc limit 1) = 'SORT_ORDER' then sid end, published_at desc, id desc
       limit $1 offset $2`,
      [limit, offset],
    );
    const items = rows.map((r) => {
      const text = bodyText(r.content);
      return {
        id: r.id,
        slug: r.slug,
        title: r.title,
        excerpt: r.summary || excerptOf(text),
        cover: r.cover,
        readingMinutes: readingMinutes(text),
        featured: r.featured,
        createTime: (r.create_time as Date).toISOString(),
        publishedAt: (r.published_at as Date).toISOString(),
        hits: r.hits,
        tags: (r.tags as { id: number; name: string; slug: string }[]).map((tag) => ({ ...tag, __typename: "Tag" })),
        __typename: "Article",
      };
    });
    return { homeArticles: { total: Number(rows[0]?.total ?? 0), items, __typename: "ArticlePage" } };
  },
};

async function main() {
  const { databaseUrl, poolSize } = await initFromParent<BareInit>();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      try {
        const { operationName, variables } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        const data = await OPERATIONS[operationName](pool, variables ?? {});
        const body = Buffer.from(JSON.stringify({ data }) + "\n");
        res.writeHead(200, { "content-type": "application/graphql-response+json; charset=utf-8", "content-length": body.length }).end(body);
      } catch (error) {
        res.writeHead(500).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  serveParent({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }, {});
  process.on("SIGTERM", async () => {
    server.closeAllConnections();
    await pool.end();
    process.exit(0);
  });
}

void main();
