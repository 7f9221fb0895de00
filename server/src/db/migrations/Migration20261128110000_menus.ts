import { Migration } from '@mikro-orm/migrations';

/**
 * The header's and footer's menus (the owner's own look, part 2): one row per menu, its items as json. Every
 * public page shows them, so a write raises cache_version like other content; owners' saves are audited. No
 * row is made here: until the owner saves a menu, the pages show the default (the fixed links of before).
 */
export class Migration20261128110000_menus extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "menus" ("id" varchar(20) primary key, "items" jsonb not null);`);
    this.addSql(`create constraint trigger "menus_cache_version" after insert or update or delete on "menus" deferrable initially deferred for each row execute function "bump_cache_version"();`);
    this.addSql(`create trigger "menus_audit_changes" after update on "menus" for each row execute function "audit_row"();`);
    this.addSql(`create trigger "menus_audit_rows" after insert or delete on "menus" for each row execute function "audit_row"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "menus" cascade;`);
  }

}
