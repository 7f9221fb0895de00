import { Migration } from '@mikro-orm/migrations';

export class Migration20261121073931_initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "column_kind" as enum ('ARTICLES', 'DAILY_SENTENCES');`);
    this.addSql(`create type "user_role" as enum ('ADMIN', 'USER');`);
    this.addSql(`create type "user_role_auth" as enum ('EDIT', 'VIEW');`);
    this.addSql(`create table "captchas" ("id_hash" varchar(64) not null, "answer" varchar(16) not null, "expires_at" timestamptz not null, constraint "captchas_pkey" primary key ("id_hash"));`);
    this.addSql(`create index "captchas_expires_at_index" on "captchas" ("expires_at");`);

    this.addSql(`create table "columns" ("id" serial primary key, "sid" int not null default 0, "name" varchar(100) not null, "kind" "column_kind" not null, "is_show" boolean not null default true, "is_select" boolean not null default false);`);
    this.addSql(`create index "columns_sid_id_index" on "columns" ("sid", "id");`);

    this.addSql(`create table "articles" ("id" serial primary key, "sid" int not null default 0, "column_id" int not null, "title" varchar(200) not null, "subtitle" varchar(200) not null default '', "summary" text not null default '', "cover" varchar(500) not null default '', "content" text not null default '', "create_time" timestamptz not null default now(), "update_time" timestamptz not null default now(), "hits" int not null default 0, "is_show" boolean not null default true, "is_select" boolean not null default false);`);
    this.addSql(`create index "articles_column_id_sid_id_index" on "articles" ("column_id", "sid", "id");`);
    this.addSql(`create index "articles_is_show_sid_id_index" on "articles" ("is_show", "sid", "id");`);

    this.addSql(`create table "daily_sentences" ("id" serial primary key, "sid" int not null default 0, "column_id" int not null, "cn" text not null, "en" text not null, "create_time" timestamptz not null default now(), "is_show" boolean not null default true, "is_select" boolean not null default false);`);
    this.addSql(`create index "daily_sentences_column_id_sid_id_index" on "daily_sentences" ("column_id", "sid", "id");`);
    this.addSql(`create index "daily_sentences_is_show_sid_id_index" on "daily_sentences" ("is_show", "sid", "id");`);

    this.addSql(`create table "home_info" ("id" serial primary key, "photo" varchar(500) not null default '', "note" text not null default '');`);

    this.addSql(`create table "login_failures" ("id" bigserial primary key, "key" varchar(200) not null, "at" timestamptz not null default now());`);
    this.addSql(`create index "login_failures_key_at_index" on "login_failures" ("key", "at");`);

    this.addSql(`create table "owner_profile" ("id" serial primary key, "name" varchar(100) not null, "photo" varchar(500) not null default '', "headline" varchar(200) not null default '', "summary" text not null default '', "details" jsonb not null, "education" jsonb not null, "skills" jsonb not null);`);

    this.addSql(`create table "site_info" ("id" serial primary key, "title" varchar(200) not null default '', "logo" varchar(500) not null default '', "url" varchar(500) not null default '', "description" varchar(1000) not null default '', "keywords" varchar(500) not null default '', "author" varchar(100) not null default '', "copyright" varchar(200) not null default '', "record" varchar(100) not null default '', "email" varchar(200) not null default '');`);

    this.addSql(`create table "site_visits" ("day" date not null, "count" int not null default 0, constraint "site_visits_pkey" primary key ("day"));`);

    this.addSql(`create table "users" ("id" serial primary key, "sid" int not null default 0, "name" varchar(32) not null, "password_hash" varchar(255) not null, "role" "user_role" not null default 'USER', "role_auth" "user_role_auth" not null default 'VIEW', "is_show" boolean not null default true, "is_select" boolean not null default false, "create_time" timestamptz not null default now());`);
    this.addSql(`alter table "users" add constraint "users_name_unique" unique ("name");`);

    this.addSql(`create table "sessions" ("token_hash" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), "expires_at" timestamptz not null, constraint "sessions_pkey" primary key ("token_hash"));`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`alter table "articles" add constraint "articles_column_id_foreign" foreign key ("column_id") references "columns" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "daily_sentences" add constraint "daily_sentences_column_id_foreign" foreign key ("column_id") references "columns" ("id") on update cascade on delete restrict;`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "articles" drop constraint "articles_column_id_foreign";`);

    this.addSql(`alter table "daily_sentences" drop constraint "daily_sentences_column_id_foreign";`);

    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);

    this.addSql(`drop table if exists "captchas" cascade;`);

    this.addSql(`drop table if exists "columns" cascade;`);

    this.addSql(`drop table if exists "articles" cascade;`);

    this.addSql(`drop table if exists "daily_sentences" cascade;`);

    this.addSql(`drop table if exists "home_info" cascade;`);

    this.addSql(`drop table if exists "login_failures" cascade;`);

    this.addSql(`drop table if exists "owner_profile" cascade;`);

    this.addSql(`drop table if exists "site_info" cascade;`);

    this.addSql(`drop table if exists "site_visits" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "sessions" cascade;`);

    this.addSql(`drop type "column_kind";`);
    this.addSql(`drop type "user_role";`);
    this.addSql(`drop type "user_role_auth";`);
  }

}
