import { Migration } from '@mikro-orm/migrations';

/**
 * Tags on articles. A tag's page lists its articles, hence the index by tag. Which tags an article has is
 * public content, so the table raises cache_version like the others.
 */
export class Migration20261125180703_article_tags extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "article_tags" ("article_id" int not null, "tag_id" int not null, constraint "article_tags_pkey" primary key ("article_id", "tag_id"));`);
    this.addSql(`create index "article_tags_tag_id_index" on "article_tags" ("tag_id");`);

    this.addSql(`alter table "article_tags" add constraint "article_tags_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "article_tags" add constraint "article_tags_tag_id_foreign" foreign key ("tag_id") references "tags" ("id") on update cascade on delete cascade;`);
    this.addSql(`create constraint trigger "article_tags_cache_version" after insert or update or delete on "article_tags" deferrable initially deferred for each row execute function "bump_cache_version"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "article_tags" cascade;`);
  }

}
