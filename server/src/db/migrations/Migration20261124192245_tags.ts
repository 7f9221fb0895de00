import { Migration } from '@mikro-orm/migrations';

/**
 * Tags: a topic articles share. Names are unique whatever the letter case (the tag service checks that; the
 * constraint catches two identical names written at once), slugs exactly. Tags are public content, so a
 * write raises cache_version like the other content tables.
 */
export class Migration20261124192245_tags extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "tags" ("id" serial primary key, "name" varchar(50) not null, "slug" varchar(100) not null, "description" varchar(500) not null default '');`);
    this.addSql(`alter table "tags" add constraint "tags_name_unique" unique ("name");`);
    this.addSql(`alter table "tags" add constraint "tags_slug_unique" unique ("slug");`);
    this.addSql(`create constraint trigger "tags_cache_version" after insert or update or delete on "tags" deferrable initially deferred for each row execute function "bump_cache_version"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "tags_cache_version" on "tags";`);
    this.addSql(`drop table if exists "tags" cascade;`);
  }

}
