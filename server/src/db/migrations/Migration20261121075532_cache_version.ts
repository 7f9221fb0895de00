import { Migration } from '@mikro-orm/migrations';

/**
 * Tables whose rows feed public answers. A write to any of them raises cache_version, which tells every
 * server process that its cached public answers are out of date (src/cache/). A new table of public content
 * gets the same trigger in its own migration; cache-version.test.ts fails until it has one.
 */
const CONTENT_TABLES = ['columns', 'daily_sentences', 'site_info', 'home_info', 'owner_profile', 'users', 'links', 'messages'];

/**
 * Every column of articles but `hits`: a view is counted on every page view, and raising the version for it
 * would empty every cache all the time. Cached answers show view counts up to PUBLIC_CACHE_TTL_MS old instead.
 */
const ARTICLE_COLUMNS_BUT_HITS = ['id', 'sid', 'column_id', 'title', 'subtitle', 'summary', 'cover', 'content', 'create_time', 'update_time', 'is_show', 'is_select'];

export class Migration20261121075532_cache_version extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "cache_version" ("id" int not null, "version" bigint not null default 0, constraint "cache_version_pkey" primary key ("id"));`);
    this.addSql(`insert into "cache_version" ("id", "version") values (1, 0);`);

    // Raised once per transaction, at commit (the trigger is deferred): the new version becomes visible
    // together with the write, never before it, and the row lock is the last one the transaction takes, so
    // it cannot close a deadlock cycle with the rows the transaction wrote.
    this.addSql(`create function "bump_cache_version"() returns trigger language plpgsql as $$
begin
  if current_setting('blog.cache_version_bumped', true) is distinct from 'on' then
    update "cache_version" set "version" = "version" + 1 where "id" = 1;
    perform set_config('blog.cache_version_bumped', 'on', true);
  end if;
  return null;
end $$;`);

    for (const table of CONTENT_TABLES) {
      this.addSql(`create constraint trigger "${table}_cache_version" after insert or update or delete on "${table}" deferrable initially deferred for each row execute function "bump_cache_version"();`);
    }
    const columns = ARTICLE_COLUMNS_BUT_HITS.map((column) => `"${column}"`).join(', ');
    this.addSql(`create constraint trigger "articles_cache_version" after insert or delete or update of ${columns} on "articles" deferrable initially deferred for each row execute function "bump_cache_version"();`);
  }

  override async down(): Promise<void> {
    for (const table of [...CONTENT_TABLES, 'articles']) {
      this.addSql(`drop trigger if exists "${table}_cache_version" on "${table}";`);
    }
    this.addSql(`drop function if exists "bump_cache_version"();`);
    this.addSql(`drop table if exists "cache_version" cascade;`);
  }

}
