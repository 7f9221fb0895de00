import { Migration } from '@mikro-orm/migrations';

const WATCHED = `"id", "sid", "column_id", "title", "slug", "subtitle", "summary", "cover", "content", "create_time", "update_time", "is_show", "is_select", "status", "published_at", "featured"`;

/**
 * An article in two languages: each language version is a row of its own (its own title, slug, body, state and
 * revisions), and a translation names the version it was written beside (translation_of). Tags, cover and
 * column are the article's, kept the same on every version. At most one version per language: the unique
 * index on the article (the first version's id) and the language.
 *
 * Existing articles get the language their title is written in: Chinese when it holds a Han character.
 *
 * `translated` marks the versions of an article that has more than one, kept by triggers as versions come and
 * go. Lists ask "has this article a version in the other language?" of every row; with the flag (and the partial
 * index on flagged rows) the question is a small set built once per statement instead of a probe per row,
 * whose estimated cost also set PostgreSQL compiling the query (JIT) for longer than it then ran.
 */
export class Migration20261126103000_article_translations extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "articles" add column "language" "language" not null default 'EN', add column "translation_of" int null;`);
    this.addSql(`update "articles" set "language" = 'ZH' where "title" ~ '[\\u4e00-\\u9fff\\u3400-\\u4dbf]';`);
    this.addSql(`alter table "articles" add constraint "articles_translation_of_foreign" foreign key ("translation_of") references "articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`create unique index "articles_one_version_per_language" on "articles" ((coalesce("translation_of", "id")), "language");`);
    this.addSql(`create index "articles_translation_of_index" on "articles" ("translation_of");`);
    this.addSql(`alter table "articles" add column "translated" boolean not null default false;`);
    this.addSql(`create index "articles_translated_versions" on "articles" ((coalesce("translation_of", "id")), "language") where "translated";`);
    this.addSql(`create function "articles_translated"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update "articles" set "translated" = true where ("id" = new."translation_of" or "translation_of" = new."translation_of") and not "translated";
  else
    update "articles" set "translated" = exists (select 1 from "articles" t where t."translation_of" = old."translation_of") where "id" = old."translation_of";
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "articles_translated_added" after insert on "articles" for each row when (new."translation_of" is not null) execute function "articles_translated"();`);
    this.addSql(`create trigger "articles_translated_removed" after delete on "articles" for each row when (old."translation_of" is not null) execute function "articles_translated"();`);
    this.addSql(`drop trigger "articles_cache_version" on "articles";`);
    this.addSql(`create constraint trigger "articles_cache_version" after insert or delete or update of ${WATCHED}, "language", "translation_of", "translated" on "articles" deferrable initially deferred for each row execute function "bump_cache_version"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "articles_cache_version" on "articles";`);
    this.addSql(`create constraint trigger "articles_cache_version" after insert or delete or update of ${WATCHED} on "articles" deferrable initially deferred for each row execute function "bump_cache_version"();`);
    this.addSql(`delete from "articles" where "translation_of" is not null;`);
    this.addSql(`drop trigger "articles_translated_added" on "articles";`);
    this.addSql(`drop trigger "articles_translated_removed" on "articles";`);
    this.addSql(`drop function "articles_translated"();`);
    this.addSql(`drop index "articles_translated_versions";`);
    this.addSql(`drop index "articles_translation_of_index";`);
    this.addSql(`drop index "articles_one_version_per_language";`);
    this.addSql(`alter table "articles" drop constraint "articles_translation_of_foreign";`);
    this.addSql(`alter table "articles" drop column "translated", drop column "translation_of", drop column "language";`);
  }

}
