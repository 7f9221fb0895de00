import { Migration } from '@mikro-orm/migrations';

/**
 * Reply notices: the commenters who asked for them (the only place a commenter's e-mail address is kept, for
 * sending), their notices per thread, and header lines of a message's own in the outbox (List-Unsubscribe).
 * Bookkeeping, not content: no cache_version or audit trigger, so the audit log keeps no address either.
 */
export class Migration20261127233000_comment_notices extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "mails" add column "headers" jsonb not null default '{}';`);
    this.addSql(`create table "comment_subscribers" ("id" serial primary key, "email_hash" varchar(64) not null, "address" varchar(320) not null, "language" "language" not null, "confirmed_time" timestamptz null, "confirm_sent_time" timestamptz null, "create_time" timestamptz not null default now(), constraint "comment_subscribers_email_hash_unique" unique ("email_hash"));`);
    this.addSql(`create table "comment_thread_notices" ("subscriber_id" int not null, "thread_id" int not null, "last_sent_time" timestamptz null, "stopped_time" timestamptz null, constraint "comment_thread_notices_pkey" primary key ("subscriber_id", "thread_id"));`);
    this.addSql(`alter table "comment_thread_notices" add constraint "comment_thread_notices_subscriber_id_foreign" foreign key ("subscriber_id") references "comment_subscribers" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "comment_thread_notices" add constraint "comment_thread_notices_thread_id_foreign" foreign key ("thread_id") references "articles" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "comment_thread_notices" cascade;`);
    this.addSql(`drop table if exists "comment_subscribers" cascade;`);
    this.addSql(`alter table "mails" drop column "headers";`);
  }

}
