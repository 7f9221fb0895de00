import type pg from "pg";

/** Marks the bench's rows, so a data set can be resized without touching the demo content. */
const MARK = "Bench";

const SUMMARY = "A short summary of the article, about as long as the ones on the home page, so that list pages weigh what they will in use.";
const PARAGRAPH = "<p>Body text of a benchmark article. It is plain paragraphs of ordinary length, repeated to a few kilobytes, like a real post.</p>";

/**
 * What each bench article is about besides: two of these English words and two of these Chinese ones, so
 * that a word is in a few hundred of the 10 000 articles, as on a real blog, rather than in every one.
 */
const TOPICS = [
  "indexes", "queries", "vacuums", "replicas", "clusters", "schemas", "lexemes", "cursors", "triggers", "sequences",
  "windows", "partitions", "tablespaces", "collations", "extensions", "domains", "aggregates", "operators", "tuples", "snapshots",
  "gardens", "kettles", "bicycles", "lanterns", "harbours", "meadows", "orchards", "compasses", "ferries", "glaciers",
  "journals", "ledgers", "maps", "notebooks", "parcels", "quilts", "ribbons", "saddles", "tunnels", "umbrellas",
  "valleys", "wagons", "yachts", "zeppelins", "anchors", "beacons", "canyons", "dunes", "estuaries", "fjords",
];
const DISHES = [
  "吐司面包", "红烧牛肉", "清蒸鲈鱼", "番茄炒蛋", "麻婆豆腐", "宫保鸡丁", "小笼包子", "酸辣土豆", "北京烤鸭", "扬州炒饭",
  "糖醋排骨", "鱼香肉丝", "水煮鱼片", "回锅肉片", "东坡肘子", "葱油拌面", "蛋炒米饭", "酸菜鱼汤", "凉拌黄瓜", "干煸豆角",
  "红豆年糕", "桂花米酒", "芝麻汤圆", "韭菜盒子", "香菇青菜", "地三鲜菜", "梅菜扣肉", "白切鸡肉", "蚝油生菜", "腊肠煲饭",
  "咖喱鸡饭", "皮蛋豆腐", "叉烧包子", "虾仁蒸蛋", "肉末茄子", "西湖牛肉", "莲藕排骨", "绿豆糕点", "冬瓜汤羹", "春卷小吃",
];

/** What the search scenario asks for: an English word in another form than the stored one (index, indexes), and a two-character Chinese word. */
export const SEARCH_QUERIES = ["index", "吐司"];

async function columnOfKind(client: pg.Client, kind: "ARTICLES" | "DAILY_SENTENCES"): Promise<number> {
  const { rows } = await client.query("select id from columns where kind = $1 order by sid, id limit 1", [kind]);
  if (!rows[0]) throw new Error(`the database has no ${kind} column`);
  return rows[0].id;
}

/**
 * Sets the number of articles to `total` (the demo ones included) with SQL: one generate_series insert.
 * Every tenth bench article is hidden, as some are in use. Statistics are refreshed afterwards, as
 * autovacuum would do on a server after a bulk load.
 *
 * The database indexes each new article for search as it goes in (a trigger), unless `searchable` is false:
 * then the trigger is off for the insert. The home list's scaling rows need 100 000 articles but no search,
 * and indexing that many bodies would take minutes on the embedded database.
 */
export async function setArticleCount(client: pg.Client, total: number, { searchable = true } = {}): Promise<void> {
  const column = await columnOfKind(client, "ARTICLES");
  await client.query("delete from articles where title like $1", [`${MARK} article %`]);
  const { rows } = await client.query("select count(*)::int as n from articles");
  if (!searchable) await client.query("alter table articles disable trigger articles_search");
  await client.query(
    `insert into articles (column_id, sid, title, slug, subtitle, summary, content, hits, is_show, create_time, status, published_at)
     select $1, 100 + g % 5000, $2 || ' article ' || g, 'bench-article-' || g, 'Subtitle ' || g, $3,
            repeat($4, 25) || format('<p>Notes on %s and %s; %s和%s。</p>', ($6::text[])[1 + g % 50], ($6::text[])[1 + g / 50 % 50], ($7::text[])[1 + g % 40], ($7::text[])[1 + g / 40 % 40]),
            g % 997, g % 10 <> 0, now() - g * interval '1 minute', 'PUBLISHED', now() - g * interval '1 minute'
     from generate_series(1, $5::int) g`,
    [column, MARK, SUMMARY, PARAGRAPH, Math.max(0, total - rows[0].n), TOPICS, DISHES],
  );
  if (!searchable) await client.query("alter table articles enable trigger articles_search");
  await client.query("vacuum analyze articles, article_search");
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
