import { Migration } from '@mikro-orm/migrations';

/**
 * Readers' comments, in one thread per article (its first version's id), the owner's blocks, the comment
 * settings (one row, with the random secret that salts the stored hashes and signs challenges and the author
 * cookie; made by the server when first needed, so a restore brings the backed-up row instead), and the
 * proof-of-work challenges already answered.
 *
 * Comments are public content: the caches' version trigger and the audit log watch them, so moderation is
 * logged with who did it. Blocks and settings are the owner's settings: audited too. Spent challenges are
 * bookkeeping, watched by neither.
 */
export class Migration20261127230000_comments extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "comment_state" as enum ('PENDING', 'APPROVED', 'SPAM', 'DELETED');`);
    this.addSql(`create type "comment_block_kind" as enum ('EMAIL', 'ADDRESS');`);
    this.addSql(`create table "comments" ("id" serial primary key, "thread_id" int not null, "parent_id" int null, "author_name" varchar(50) not null, "body" text not null, "body_html" text not null, "language" "language" not null, "state" "comment_state" not null default 'PENDING', "by_owner" boolean not null default false, "create_time" timestamptz not null default now(), "update_time" timestamptz null, "moderated_time" timestamptz null, "email_hash" varchar(64) null, "ip_hash" varchar(64) not null);`);
    this.addSql(`alter table "comments" add constraint "comments_thread_id_foreign" foreign key ("thread_id") references "articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "comments" add constraint "comments_parent_id_foreign" foreign key ("parent_id") references "comments" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "comments_thread_id_state_create_time_index" on "comments" ("thread_id", "state", "create_time");`);
    this.addSql(`create index "comments_state_create_time_index" on "comments" ("state", "create_time");`);
    this.addSql(`create index "comments_ip_hash_create_time_index" on "comments" ("ip_hash", "create_time");`);
    this.addSql(`create index "comments_email_hash_state_index" on "comments" ("email_hash", "state");`);
    this.addSql(`create index "comments_parent_id_index" on "comments" ("parent_id");`);

    this.addSql(`create table "comment_blocks" ("id" serial primary key, "kind" "comment_block_kind" not null, "value_hash" varchar(64) not null, "note" varchar(200) not null default '', "create_time" timestamptz not null default now(), constraint "comment_blocks_kind_value_hash_unique" unique ("kind", "value_hash"));`);

    this.addSql(`create table "comment_settings" ("id" int primary key, "held_words" jsonb not null default '[]', "spam_words" jsonb not null default '[]', "approve_known_commenters" boolean not null default false, "secret" varchar(64) not null);`);

    this.addSql(`create table "comment_spent_challenges" ("signature" varchar(128) primary key, "expires_at" timestamptz not null);`);
    this.addSql(`create index "comment_spent_challenges_expires_at_index" on "comment_spent_challenges" ("expires_at");`);

    for (const table of ["comments", "comment_blocks", "comment_settings"]) {
      this.addSql(`create trigger "${table}_audit_changes" after update on "${table}" for each row execute function "audit_row"();`);
      this.addSql(`create trigger "${table}_audit_rows" after insert or delete on "${table}" for each row execute function "audit_row"();`);
    }
    this.addSql(`create constraint trigger "comments_cache_version" after insert or update or delete on "comments" deferrable initially deferred for each row execute function "bump_cache_version"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "comment_spent_challenges" cascade;`);
    this.addSql(`drop table if exists "comment_settings" cascade;`);
    this.addSql(`drop table if exists "comment_blocks" cascade;`);
    this.addSql(`drop table if exists "comments" cascade;`);
    this.addSql(`drop type if exists "comment_block_kind";`);
    this.addSql(`drop type if exists "comment_state";`);
  }

}
