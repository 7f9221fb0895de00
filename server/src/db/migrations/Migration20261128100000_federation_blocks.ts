import { Migration } from '@mikro-orm/migrations';

/**
 * The fediverse's back-office (issue 39):
 * - `federation_blocks`: actors (by actor URL) and whole servers (by host) the blog takes nothing from; a
 *   block also removes their followers. Audited, as are changes to the federation settings from now on.
 * - `federation_followers` gains what the owner's list shows: the follower's handle and display name as its
 *   Follow brought them, and its server's host (kept apart so the list filters and blocks by it with an index).
 * - `federation_settings.username`: the actor's preferred username (`@name@host`), `blog` until the owner
 *   chooses another while nobody follows yet; the actor's URL keeps `blog` for good.
 */
export class Migration20261128100000_federation_blocks extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "federation_block_kind" as enum ('ACTOR', 'SERVER');`);
    this.addSql(`create table "federation_blocks" ("id" serial primary key, "kind" "federation_block_kind" not null, "value" varchar(2000) not null, "label" varchar(500) not null default '', "create_time" timestamptz not null default now(), constraint "federation_blocks_kind_value_unique" unique ("kind", "value"));`);
    this.addSql(`alter table "federation_followers" add column "handle" varchar(500) null, add column "name" varchar(500) null, add column "host" varchar(300) not null default '';`);
    this.addSql(`update "federation_followers" set "host" = lower(coalesce(substring("actor_uri" from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^/?#@]*@)?([^/?#]+)'), ''));`);
    this.addSql(`create index "federation_followers_host_index" on "federation_followers" ("host");`);
    this.addSql(`alter table "federation_settings" add column "username" varchar(30) not null default 'blog';`);
    this.addSql(`create trigger "federation_blocks_audit_changes" after update on "federation_blocks" for each row execute function "audit_row"();`);
    this.addSql(`create trigger "federation_blocks_audit_rows" after insert or delete on "federation_blocks" for each row execute function "audit_row"();`);
    // Changes only: the row itself is made by whichever request first needs it, which is no one's change.
    this.addSql(`create trigger "federation_settings_audit_changes" after update on "federation_settings" for each row execute function "audit_row"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "federation_settings_audit_changes" on "federation_settings";`);
    this.addSql(`alter table "federation_settings" drop column "username";`);
    this.addSql(`drop index if exists "federation_followers_host_index";`);
    this.addSql(`alter table "federation_followers" drop column "handle", drop column "name", drop column "host";`);
    this.addSql(`drop table if exists "federation_blocks";`);
    this.addSql(`drop type if exists "federation_block_kind";`);
  }

}
