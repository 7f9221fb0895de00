import type pg from "pg";

/** Marks the bench's rows, so a data set can be resized without touching the demo content. */
const MARK = "Bench";

const SUMMARY = "A short summary of the article, about as long as the ones on the home page, so that list pages weigh what they will in use.";
const PARAGRAPH = "<p>Body text of a benchmark article. It is plain paragraphs of ordinary length, repeated to a few kilobytes, like a real post.</p>";

async function columnOfKind(client: pg.Client, kind: "ARTICLES" | "DAILY_SENTENCES"): Promise<number> {
  const { rows } = await client.query("select id from columns where kind = $1 order by sid, id limit 1", [kind]);
  if (!rows[0]) throw new Error(`the database has no ${kind} column`);
  return rows[0].id;
}

/**
 * Sets the number of articles to `total` (the demo ones included) with SQL: one generate_series insert.
 * Every tenth bench article is hidden, as some are in use. Statistics are refreshed afterwards, as
 * autovacuum would do on a server after a bulk load.
 */
export async function setArticleCount(client: pg.Client, total: number): Promise<void> {
  const column = await columnOfKind(client, "ARTICLES");
  await client.query("delete from articles where title like $1", [`${MARK} article %`]);
  const { rows } = await client.query("select count(*)::int as n from articles");
  await client.query(
    `insert into articles (column_id, sid, title, slug, subtitle, summary, content, hits, is_show, create_time, status, published_at)
     select $1, 100 + g % 5000, $2 || ' article ' || g, 'bench-article-' || g, 'Subtitle ' || g, $3, repeat($4, 25), g % 997, g % 10 <> 0,
            now() - g * interval '1 minute', 'PUBLISHED', now() - g * interval '1 minute'
     from generate_series(1, $5::int) g`,
    [column, MARK, SUMMARY, PARAGRAPH, Math.max(0, total - rows[0].n)],
  );
  await client.query("vacuum analyze articles");
}

export async function setSentenceCount(client: pg.Client, total: number): Promise<void> {
  const column = await columnOfKind(client, "DAILY_SENTENCES");
  await client.query("delete from daily_sentences where en like $1", [`${MARK} sentence %`]);
  const { rows } = await client.query("select count(*)::int as n from daily_sentences");
  await client.query(
    `insert into daily_sentences (column_id, sid, cn, en, is_show)
     select $1, 100 + g % 5000, '基准句子 ' || g, $2 || ' sentence ' || g || ': a line of ordinary length.', g % 10 <> 0
     from generate_series(1, $3::int) g`,
    [column, MARK, Math.max(0, total - rows[0].n)],
  );
  await client.query("vacuum analyze daily_sentences");
}
