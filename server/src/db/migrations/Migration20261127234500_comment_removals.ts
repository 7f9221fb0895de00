import { Migration } from '@mikro-orm/migrations';

/**
 * Requests to remove every comment written with an e-mail address: kept by the address's salted hash only.
 * Bookkeeping, not content: no cache_version or audit trigger (the removal itself is logged, on comments).
 */
export class Migration20261127234500_comment_removals extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "comment_removal_requests" ("id" serial primary key, "email_hash" varchar(64) not null, "ip_hash" varchar(64) not null, "language" "language" not null, "create_time" timestamptz not null default now(), "confirmed_time" timestamptz null, "done_time" timestamptz null);`);
    this.addSql(`create index "comment_removal_requests_ip_hash_create_time_index" on "comment_removal_requests" ("ip_hash", "create_time");`);
    this.addSql(`create index "comment_removal_requests_email_hash_index" on "comment_removal_requests" ("email_hash");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "comment_removal_requests" cascade;`);
  }

}
