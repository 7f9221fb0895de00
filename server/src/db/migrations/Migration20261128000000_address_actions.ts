import { Migration } from '@mikro-orm/migrations';

/**
 * The one limiter of what a visitor's address may do (modules/rate-limit): its recent actions, counted in
 * their own table. The rows the limits were counted from before no longer need the address: the guestbook's
 * and the removal requests' address hashes go, with the indexes that served the counting (a comment keeps
 * its address hash, which blocking a commenter's address reads).
 */
export class Migration20261128000000_address_actions extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "address_actions" ("id" bigserial primary key, "action" varchar(40) not null, "address_hash" varchar(64) not null, "at" timestamptz not null);`);
    this.addSql(`create index "address_actions_action_address_hash_at_index" on "address_actions" ("action", "address_hash", "at");`);

    this.addSql(`drop index "messages_ip_hash_create_time_index";`);
    this.addSql(`alter table "messages" drop column "ip_hash";`);
    this.addSql(`drop index "comments_ip_hash_create_time_index";`);
    this.addSql(`drop index "comment_removal_requests_ip_hash_create_time_index";`);
    this.addSql(`alter table "comment_removal_requests" drop column "ip_hash";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "address_actions" cascade;`);

    // The hashes are gone: rows made meanwhile get an empty one, which no address matches.
    this.addSql(`alter table "messages" add column "ip_hash" varchar(64) not null default '';`);
    this.addSql(`alter table "messages" alter column "ip_hash" drop default;`);
    this.addSql(`create index "messages_ip_hash_create_time_index" on "messages" ("ip_hash", "create_time");`);
    this.addSql(`create index "comments_ip_hash_create_time_index" on "comments" ("ip_hash", "create_time");`);
    this.addSql(`alter table "comment_removal_requests" add column "ip_hash" varchar(64) not null default '';`);
    this.addSql(`alter table "comment_removal_requests" alter column "ip_hash" drop default;`);
    this.addSql(`create index "comment_removal_requests_ip_hash_create_time_index" on "comment_removal_requests" ("ip_hash", "create_time");`);
  }

}
