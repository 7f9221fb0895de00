import { Migration } from '@mikro-orm/migrations';

/**
 * The site's appearance (issue 41): one row holding the look visitors see and the one saved before it, both
 * as json, and the stem of the site icon's files. It feeds every public page's head, so a write raises cache_version like other content; owners'
 * changes to it are audited. No row is made here: until the owner first saves, the pages show the built-in look,
 * and a restore loads the backed-up row into an empty table.
 */
export class Migration20261128043000_appearance extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "appearance" ("id" int primary key, "look" jsonb not null, "previous" jsonb null, "favicon" varchar(100) null);`);
    this.addSql(`create constraint trigger "appearance_cache_version" after insert or update or delete on "appearance" deferrable initially deferred for each row execute function "bump_cache_version"();`);
    this.addSql(`create trigger "appearance_audit_changes" after update on "appearance" for each row execute function "audit_row"();`);
    this.addSql(`create trigger "appearance_audit_rows" after insert or delete on "appearance" for each row execute function "audit_row"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "appearance" cascade;`);
  }

}
