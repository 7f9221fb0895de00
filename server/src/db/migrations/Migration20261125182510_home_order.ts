import { Migration } from '@mikro-orm/migrations';

/**
 * The home page's order: featured articles first, then newest published first or, as the site info says, by
 * the sort order the original site used. Featuring changes what visitors see, so the articles' cache_version
 * trigger watches the new column too.
 */
export class Migration20261125182510_home_order extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "home_order" as enum ('NEWEST_FIRST', 'SORT_ORDER');`);
    this.addSql(`alter table "articles" add column "featured" boolean not null default false;`);

    this.addSql(`alter table "site_info" add column "home_order" "home_order" not null default 'NEWEST_FIRST';`);
    this.addSql(`drop trigger "articles_cache_version" on "articles";`);
    this.addSql(`create constraint trigger "articles_cache_version" after insert or delete or update of "id", "sid", "column_id", "title", "slug", "subtitle", "summary", "cover", "content", "create_time", "update_time", "is_show", "is_select", "status", "published_at", "featured" on "articles" deferrable initially deferred for each row execute function "bump_cache_version"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "articles_cache_version" on "articles";`);
    this.addSql(`create constraint trigger "articles_cache_version" after insert or delete or update of "id", "sid", "column_id", "title", "slug", "subtitle", "summary", "cover", "content", "create_time", "update_time", "is_show", "is_select", "status", "published_at" on "articles" deferrable initially deferred for each row execute function "bump_cache_version"();`);
    this.addSql(`alter table "articles" drop column "featured";`);

    this.addSql(`alter table "site_info" drop column "home_order";`);

    this.addSql(`drop type "home_order";`);
  }

}
