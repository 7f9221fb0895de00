import { Migration } from '@mikro-orm/migrations';

/** Preview links: an article shown to whoever has the link, for a day. Not content visitors browse, so no cache_version trigger. */
export class Migration20261125185650_article_previews extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "article_previews" ("token_hash" varchar(64) not null, "article_id" int not null, "expires_at" timestamptz not null, constraint "article_previews_pkey" primary key ("token_hash"));`);
    this.addSql(`create index "article_previews_expires_at_index" on "article_previews" ("expires_at");`);

    this.addSql(`alter table "article_previews" add constraint "article_previews_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "article_previews" cascade;`);
  }

}
