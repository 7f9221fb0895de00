import { Migration } from '@mikro-orm/migrations';

/**
 * Sign-in throttling counts its failures with the rate limiter's actions (modules/rate-limit), keyed by a hash
 * of the name, address or browser: the table is named for what it holds now, and `login_failures` goes. Its
 * rows are failures of the last 15 minutes, which the throttle forgets anyway; dropping them only hands a
 * guesser mid-window one fresh window.
 */
export class Migration20261128043700_limited_actions extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "address_actions" rename to "limited_actions";`);
    this.addSql(`alter table "limited_actions" rename column "address_hash" to "key_hash";`);
    this.addSql(`alter index "address_actions_action_address_hash_at_index" rename to "limited_actions_action_key_hash_at_index";`);
    this.addSql(`alter sequence "address_actions_id_seq" rename to "limited_actions_id_seq";`);
    this.addSql(`alter index "address_actions_pkey" rename to "limited_actions_pkey";`);
    this.addSql(`drop table "login_failures";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create table "login_failures" ("id" bigserial primary key, "key" varchar(200) not null, "at" timestamptz not null default now());`);
    this.addSql(`create index "login_failures_key_at_index" on "login_failures" ("key", "at");`);
    this.addSql(`create index "login_failures_at_index" on "login_failures" ("at");`);
    this.addSql(`delete from "limited_actions" where "action" like 'sign-in.%';`);
    this.addSql(`alter index "limited_actions_pkey" rename to "address_actions_pkey";`);
    this.addSql(`alter sequence "limited_actions_id_seq" rename to "address_actions_id_seq";`);
    this.addSql(`alter index "limited_actions_action_key_hash_at_index" rename to "address_actions_action_address_hash_at_index";`);
    this.addSql(`alter table "limited_actions" rename column "key_hash" to "address_hash";`);
    this.addSql(`alter table "limited_actions" rename to "address_actions";`);
  }

}
