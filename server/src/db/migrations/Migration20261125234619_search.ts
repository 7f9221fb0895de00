import { Migration } from '@mikro-orm/migrations';

/**
 * Full-text search over articles: one document per article in article_search, kept by the database itself.
 *
 * English is stemmed by PostgreSQL's `english` configuration (index and indexes are one lexeme). PostgreSQL
 * has no parser for Chinese, so every run of CJK text (kana, ideographs, Hangul; search-terms.ts uses the
 * same ranges) also becomes overlapping two-character lexemes, each position's character with the next: 吐司面包
 * gives 吐司 司面 面包, and the run's last character alone (包), so that every character starts some lexeme. A
 * query's CJK runs become the AND of their two-character words, which finds any two-character word of the
 * text; a lone character in a query is a prefix match, which finds it wherever it stands, at no cost to the
 * index. Title words weigh A, the summary's B, the body's C (its text only, without tags).
 *
 * A trigger on articles rebuilds the document, and the body's text that snippets are cut from, on every
 * insert and on every update that writes the title, summary or body, whichever way the write comes (GraphQL,
 * the legacy /api, the seed, plain SQL), in the same transaction; a deleted article takes its document with
 * it. Only the live article is indexed: the editor's working copy lives in its own table. Whether a visitor
 * may see an article (state, publishing time, shown) is read from the article at query time, so those writes
 * need no new document.
 *
 * The documents feed public answers, so they raise cache_version like the articles do.
 */
const CJK = String.raw`[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0003134f]`;

export class Migration20261125234619_search extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "article_search" ("article_id" int not null, "body_text" text not null, "document" tsvector not null, constraint "article_search_pkey" primary key ("article_id"));`);
    this.addSql(`create index "article_search_document_index" on "public"."article_search" using gin("document");`);

    this.addSql(`alter table "article_search" add constraint "article_search_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`);

    // The text outside CJK runs, for the english configuration (which would keep a whole run as one word).
    this.addSql(`create function "search_non_cjk"(t text) returns text language sql immutable strict parallel safe as $$
  select regexp_replace(t, '${CJK}+', ' ', 'g')
$$;`);
    this.addSql(`create function "search_cjk_runs"(t text) returns setof text language sql immutable strict parallel safe as $$
  select m[1] from regexp_matches(t, '(${CJK}+)', 'g') m
$$;`);
    // Written as tsvector text rather than parsed: CJK characters need no quoting, and no parser or locale can split them differently.
    this.addSql(`create function "search_cjk_vector"(t text) returns tsvector language sql immutable strict parallel safe as $$
  select coalesce(string_agg(format('''%s'':%s', substr(run, i, 2), least(n, 16383)), ' '), '')::tsvector
  from (select run, i, row_number() over () as n from search_cjk_runs(t) run, generate_series(1, char_length(run)) i) lexemes
$$;`);
    this.addSql(`create function "search_cjk_query"(t text) returns tsquery language sql immutable strict parallel safe as $$
  select coalesce(string_agg(case when char_length(run) = 1 then format('''%s'':*', run) else format('''%s''', substr(run, i, 2)) end, ' & '), '')::tsquery
  from search_cjk_runs(t) run, generate_series(1, greatest(char_length(run) - 1, 1)) i
$$;`);
    // The body's text as shared/article-text.ts reads it: a block's tags become a space, other tags go, and the
    // entities the sanitiser writes (it writes no others) are decoded; &amp; last, so "&amp;lt;" stays "&lt;".
    this.addSql(`create function "search_body_text"(html text) returns text language sql immutable strict parallel safe as $$
  select btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(regexp_replace(html, '</?(p|div|h[1-6]|li|ul|ol|blockquote|pre|br|hr|tr|td|th|figure|figcaption|table)\\M[^>]*>', ' ', 'gi'), '<[^>]*>', '', 'g'),
      '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&'),
    '\\s+', ' ', 'g'))
$$;`);
    // PostgreSQL's parser reads "<…>" as an HTML tag, and skips whatever follows "<script>": in text (a title
    // about HTML, an escaped tag in a body) angle brackets are only punctuation, so they become spaces.
    this.addSql(`create function "search_words"(t text) returns tsvector language sql immutable strict parallel safe as $$
  select to_tsvector('english', translate(search_non_cjk(t), '<>', '  ')) || search_cjk_vector(t)
$$;`);
    this.addSql(`create function "search_document"(title text, summary text, body_text text) returns tsvector language sql immutable parallel safe as $$
  select setweight(search_words(coalesce(title, '')), 'A') || setweight(search_words(coalesce(summary, '')), 'B') || setweight(search_words(coalesce(body_text, '')), 'C')
$$;`);
    // Every word must match: the English ones stemmed (stop words dropped), the CJK ones as above.
    this.addSql(`create function "search_query"(q text) returns tsquery language sql immutable strict parallel safe as $$
  select plainto_tsquery('english', search_non_cjk(q)) && search_cjk_query(q)
$$;`);

    this.addSql(`create function "index_article_for_search"() returns trigger language plpgsql as $$
declare
  text_of_body text := search_body_text(coalesce(new."content", ''));
begin
  insert into "article_search" ("article_id", "body_text", "document") values (new."id", text_of_body, search_document(new."title", new."summary", text_of_body))
  on conflict ("article_id") do update set "body_text" = excluded."body_text", "document" = excluded."document";
  return null;
end $$;`);
    this.addSql(`create trigger "articles_search" after insert or update of "title", "summary", "content" on "articles" for each row execute function "index_article_for_search"();`);
    this.addSql(`insert into "article_search" ("article_id", "body_text", "document")
  select "id", "body_text", search_document("title", "summary", "body_text") from (select "id", "title", "summary", search_body_text("content") as "body_text" from "articles") "texts";`);
    this.addSql(`create constraint trigger "article_search_cache_version" after insert or update or delete on "article_search" deferrable initially deferred for each row execute function "bump_cache_version"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "articles_search" on "articles";`);
    this.addSql(`drop table if exists "article_search" cascade;`);
    this.addSql(`drop function if exists "index_article_for_search"(), "search_query"(text), "search_document"(text, text, text), "search_words"(text), "search_body_text"(text), "search_cjk_query"(text), "search_cjk_vector"(text), "search_cjk_runs"(text), "search_non_cjk"(text);`);
  }

}
