import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in: each user's authenticator secret (on once its first code is confirmed) with the last
 * time step accepted, against replays; recovery codes as argon2id hashes, a used one deleted; and the
 * short-lived challenges that stand between a right password and a session. Nothing public reads these
 * tables, so they leave cache_version alone.
 */
export class Migration20261126032602_two_factor extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "sign_in_challenges" ("token_hash" varchar(64) not null, "user_id" int not null, "expires_at" timestamptz not null, "wrong_codes" int not null default 0, constraint "sign_in_challenges_pkey" primary key ("token_hash"));`);
    this.addSql(`create index "sign_in_challenges_expires_at_index" on "sign_in_challenges" ("expires_at");`);

    this.addSql(`create table "second_factors" ("user_id" int not null, "secret" varchar(64) not null, "created_at" timestamptz not null default now(), "enabled_at" timestamptz null, "last_step" int null, constraint "second_factors_pkey" primary key ("user_id"));`);

    this.addSql(`create table "recovery_codes" ("id" serial primary key, "user_id" int not null, "hash" varchar(255) not null);`);
    this.addSql(`create index "recovery_codes_user_id_index" on "recovery_codes" ("user_id");`);

    this.addSql(`alter table "sign_in_challenges" add constraint "sign_in_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "second_factors" add constraint "second_factors_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "recovery_codes" add constraint "recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sign_in_challenges" cascade;`);

    this.addSql(`drop table if exists "second_factors" cascade;`);

    this.addSql(`drop table if exists "recovery_codes" cascade;`);
  }

}
