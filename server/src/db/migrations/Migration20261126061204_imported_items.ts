import { Migration } from '@mikro-orm/migrations';

/**
 * Where each imported article came from (a WordPress or Ghost post), so that importing the same export again
 * skips what is already here. Bookkeeping, not content: no cache_version or audit trigger.
 */
export class Migration20261126061204_imported_items extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "imported_items" ("id" serial primary key, "source_kind" varchar(20) not null, "source_site" varchar(500) not null, "source_id" varchar(100) not null, "article_id" int not null, "imported_at" timestamptz not null default now());`);
    this.addSql(`alter table "imported_items" add constraint "imported_items_source_kind_source_site_source_id_unique" unique ("source_kind", "source_site", "source_id");`);
    this.addSql(`alter table "imported_items" add constraint "imported_items_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "imported_items_article_id_index" on "imported_items" ("article_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "imported_items" cascade;`);
  }

}
