import { Migration } from '@mikro-orm/migrations';

/**
 * Webmentions received (issue 40): a received mention, once verified, is a comment of its kind (a reply, a
 * like, a repost or a mention) with its source and its author's h-card, so it goes through the same
 * moderation; one per source and thread, which a second sending updates. `received_webmentions` keeps each
 * sending and what checking its source found, for the sender's status page and the back-office.
 *
 * Sending: `site_info.send_webmentions`, off unless the owner turns it on; `sent_webmentions` one row per article
 * and linked page, what was last sent there and whether the article still links to it; `webmention_checks` per
 * article, the version of it (its update time and whether visitors saw it) whose links were last announced.
 */
export class Migration20261128040000_webmentions extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "comment_kind" as enum ('COMMENT', 'REPLY', 'LIKE', 'REPOST', 'MENTION');`);
    this.addSql(`alter table "comments" add column "kind" "comment_kind" not null default 'COMMENT', add column "source_url" varchar(2000) not null default '', add column "author_url" varchar(2000) not null default '', add column "author_photo" varchar(2000) not null default '';`);
    this.addSql(`create unique index "comments_thread_id_source_url_unique" on "comments" ("thread_id", "source_url") where "source_url" <> '';`);

    this.addSql(`create type "received_webmention_state" as enum ('QUEUED', 'ACCEPTED', 'REMOVED', 'REFUSED');`);
    this.addSql(`create table "received_webmentions" ("id" serial primary key, "token" varchar(32) not null, "source" varchar(2000) not null, "target" varchar(2000) not null, "article_id" int not null, "state" "received_webmention_state" not null default 'QUEUED', "reason" varchar(500) not null default '', "create_time" timestamptz not null default now(), "checked_time" timestamptz null, constraint "received_webmentions_token_unique" unique ("token"));`);
    this.addSql(`alter table "received_webmentions" add constraint "received_webmentions_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "received_webmentions_article_id_create_time_index" on "received_webmentions" ("article_id", "create_time");`);

    this.addSql(`alter table "site_info" add column "send_webmentions" boolean not null default false;`);
    this.addSql(`create type "sent_webmention_state" as enum ('QUEUED', 'SENT', 'NO_ENDPOINT', 'FAILED');`);
    this.addSql(`create table "sent_webmentions" ("id" serial primary key, "article_id" int not null, "target" varchar(2000) not null, "linked" boolean not null default true, "state" "sent_webmention_state" not null default 'QUEUED', "endpoint" varchar(2000) not null default '', "result" varchar(500) not null default '', "update_time" timestamptz not null default now(), constraint "sent_webmentions_article_id_target_unique" unique ("article_id", "target"));`);
    this.addSql(`alter table "sent_webmentions" add constraint "sent_webmentions_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "webmention_checks" ("article_id" int primary key, "article_update_time" timestamptz not null, "was_visible" boolean not null);`);
    this.addSql(`alter table "webmention_checks" add constraint "webmention_checks_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webmention_checks" cascade;`);
    this.addSql(`drop table if exists "sent_webmentions" cascade;`);
    this.addSql(`drop type if exists "sent_webmention_state";`);
    this.addSql(`alter table "site_info" drop column "send_webmentions";`);
    this.addSql(`drop table if exists "received_webmentions" cascade;`);
    this.addSql(`drop type if exists "received_webmention_state";`);
    this.addSql(`drop index if exists "comments_thread_id_source_url_unique";`);
    this.addSql(`alter table "comments" drop column "kind", drop column "source_url", drop column "author_url", drop column "author_photo";`);
    this.addSql(`drop type if exists "comment_kind";`);
  }

}
