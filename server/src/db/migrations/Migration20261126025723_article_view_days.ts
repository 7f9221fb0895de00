import { Migration } from '@mikro-orm/migrations';

/**
 * Article views per day, for the back-office dashboard. Views counted before this table existed have no day,
 * so they stay in articles.hits only: the chart starts from the day this migration runs. No public answer reads
 * the table, so, like site_visits, it raises no cache_version (a view must not empty the caches).
 */
export class Migration20261126025723_article_view_days extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "article_view_days" ("article_id" int not null, "day" date not null, "count" int not null default 0, constraint "article_view_days_pkey" primary key ("article_id", "day"));`);
    this.addSql(`create index "article_view_days_day_index" on "article_view_days" ("day");`);

    this.addSql(`alter table "article_view_days" add constraint "article_view_days_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "article_view_days" cascade;`);
  }

}
