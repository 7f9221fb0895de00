import { Migration } from '@mikro-orm/migrations';

/**
 * Known browsers for sign-in throttling, an owner for each captcha so live captchas can be capped per
 * address, and an index for sweeping failed sign-ins that have left the throttle window.
 */
export class Migration20261123213828_abuse_limits extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "trusted_devices" ("token_hash" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz not null default now(), "expires_at" timestamptz not null, constraint "trusted_devices_pkey" primary key ("token_hash"));`);
    this.addSql(`create index "trusted_devices_expires_at_index" on "trusted_devices" ("expires_at");`);

    this.addSql(`alter table "trusted_devices" add constraint "trusted_devices_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    // Captchas live five minutes and have no owner yet: dropping them costs a visitor at most one new picture.
    this.addSql(`delete from "captchas";`);
    this.addSql(`alter table "captchas" add column "owner_hash" varchar(64) not null;`);
    this.addSql(`create index "captchas_owner_hash_expires_at_index" on "captchas" ("owner_hash", "expires_at");`);

    this.addSql(`create index "login_failures_at_index" on "login_failures" ("at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "trusted_devices" cascade;`);

    this.addSql(`drop index "captchas_owner_hash_expires_at_index";`);
    this.addSql(`alter table "captchas" drop column "owner_hash";`);

    this.addSql(`drop index "login_failures_at_index";`);
  }

}
