import { Migration } from '@mikro-orm/migrations';

export class Migration20261121074915_links_and_messages extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "links" ("id" serial primary key, "sid" int not null default 0, "name" varchar(100) not null, "url" varchar(500) not null, "logo" varchar(500) not null default '', "is_show" boolean not null default true, "is_select" boolean not null default false, "create_time" timestamptz not null default now());`);
    this.addSql(`create index "links_is_show_sid_id_index" on "links" ("is_show", "sid", "id");`);

    this.addSql(`create table "messages" ("id" serial primary key, "name" varchar(50) not null, "email" varchar(200) not null default '', "text" varchar(100) not null, "is_show" boolean not null default false, "reply" varchar(500) not null default '', "reply_time" timestamptz null, "create_time" timestamptz not null default now(), "ip_hash" varchar(64) not null);`);
    this.addSql(`create index "messages_ip_hash_create_time_index" on "messages" ("ip_hash", "create_time");`);
    this.addSql(`create index "messages_create_time_index" on "messages" ("create_time");`);
    this.addSql(`create index "messages_is_show_create_time_index" on "messages" ("is_show", "create_time");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "links" cascade;`);

    this.addSql(`drop table if exists "messages" cascade;`);
  }

}
