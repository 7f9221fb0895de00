import { Migration } from '@mikro-orm/migrations';

/** An article's working copy (its autosave, apart from the live text) and its revisions. Neither is content visitors see, so no cache_version trigger. */
export class Migration20261125202332_article_history extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "article_working_copies" ("article_id" int not null, "title" varchar(200) null, "subtitle" varchar(200) null, "summary" text null, "cover" varchar(500) null, "content" text null, "saved_at" timestamptz not null, "saved_by_id" int null, constraint "article_working_copies_pkey" primary key ("article_id"));`);

    this.addSql(`create table "article_revisions" ("id" serial primary key, "article_id" int not null, "kind" varchar(10) not null, "title" varchar(200) not null, "content" text not null, "size" int not null, "word_count" int not null, "author_id" int null, "created_at" timestamptz not null, "saved_at" timestamptz not null);`);
    this.addSql(`create index "article_revisions_article_id_id_index" on "article_revisions" ("article_id", "id");`);

    this.addSql(`alter table "article_working_copies" add constraint "article_working_copies_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "article_working_copies" add constraint "article_working_copies_saved_by_id_foreign" foreign key ("saved_by_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "article_revisions" add constraint "article_revisions_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "article_revisions" add constraint "article_revisions_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "article_working_copies" cascade;`);

    this.addSql(`drop table if exists "article_revisions" cascade;`);
  }

}
