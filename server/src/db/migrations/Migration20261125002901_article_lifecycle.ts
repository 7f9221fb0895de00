import { Migration } from '@mikro-orm/migrations';

/**
 * An article's life: a status (draft, scheduled, published) and the moment it was or will be published.
 * New rows start as drafts; the articles that exist were public, so they become published at their
 * creation time. The index finds scheduled articles whose time has come. Both columns change what visitors
 * see, so the articles' cache_version trigger now watches them too.
 */
export class Migration20261125002901_article_lifecycle extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "article_status" as enum ('DRAFT', 'SCHEDULED', 'PUBLISHED');`);
    this.addSql(`alter table "articles" add column "status" "article_status" not null default 'DRAFT', add column "published_at" timestamptz null;`);
    this.addSql(`update "articles" set "status" = 'PUBLISHED', "published_at" = "create_time";`);
    this.addSql(`create index "articles_status_published_at_index" on "articles" ("status", "published_at");`);
    this.addSql(`drop trigger "articles_cache_version" on "articles";`);
    this.addSql(`create constraint trigger "articles_cache_version" after insert or delete or update of "id", "sid", "column_id", "title", "subtitle", "summary", "cover", "content", "create_time", "update_time", "is_show", "is_select", "status", "published_at" on "articles" deferrable initially deferred for each row execute function "bump_cache_version"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "articles_cache_version" on "articles";`);
    this.addSql(`create constraint trigger "articles_cache_version" after insert or delete or update of "id", "sid", "column_id", "title", "subtitle", "summary", "cover", "content", "create_time", "update_time", "is_show", "is_select" on "articles" deferrable initially deferred for each row execute function "bump_cache_version"();`);
    this.addSql(`drop index "articles_status_published_at_index";`);
    this.addSql(`alter table "articles" drop column "status", drop column "published_at";`);
    this.addSql(`drop type "article_status";`);
  }

}
