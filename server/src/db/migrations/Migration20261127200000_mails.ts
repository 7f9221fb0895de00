import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox: every message the blog sends or was to send. Bookkeeping, not content: no cache_version or audit
 * trigger. The job queue (pg-boss) makes and migrates its own tables, in the schema "jobs", when it starts.
 */
export class Migration20261127200000_mails extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "mail_state" as enum ('NOT_SENT', 'QUEUED', 'SENT', 'FAILED');`);
    this.addSql(`create table "mails" ("id" serial primary key, "recipient" varchar(320) not null, "subject" varchar(300) not null, "text" text not null, "html" text not null default '', "purpose" varchar(40) not null, "state" "mail_state" not null, "error" text null, "create_time" timestamptz not null default now(), "sent_time" timestamptz null);`);
    this.addSql(`create index "mails_state_index" on "mails" ("state");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mails" cascade;`);
    this.addSql(`drop type if exists "mail_state";`);
  }

}
