import { Migration } from '@mikro-orm/migrations';

/**
 * Federation (issue 39): the blog as one ActivityPub actor.
 * - `federation_keys`: the actor's key pairs (RSA for HTTP signatures, Ed25519 for object proofs), made once.
 * - `federation_settings`: one row (made on first use, so a restore brings the site's own): whether
 *   federation is on, and the address followers know the blog by (the origin their Follow named), which
 *   background sends build URLs from.
 * - `federation_followers`: who follows the blog, with their inbox and their server's shared inbox.
 * - `federated_articles`: what was last sent about each article (by its first version's id, with no foreign
 *   key: a deleted article's row is what says a Delete is owed and that its object URL answers 410).
 * - `federation_kv`: Fedify's key–value store (remote documents, idempotence keys), with an expiry; a cache,
 *   left out of backups.
 */
export class Migration20261128040000_federation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "federation_keys" ("kind" varchar(40) primary key, "private_jwk" jsonb not null, "public_jwk" jsonb not null, "create_time" timestamptz not null default now());`);
    this.addSql(`create table "federation_settings" ("id" int primary key, "enabled" boolean not null default true, "origin" varchar(500) null);`);
    this.addSql(`create table "federation_followers" ("id" serial primary key, "actor_uri" varchar(2000) not null, "inbox_uri" varchar(2000) not null, "shared_inbox_uri" varchar(2000) null, "follow_uri" varchar(2000) null, "create_time" timestamptz not null default now(), constraint "federation_followers_actor_uri_unique" unique ("actor_uri"));`);
    this.addSql(`create type "federated_article_state" as enum ('PUBLISHED', 'DELETED');`);
    this.addSql(`create table "federated_articles" ("article_id" int primary key, "state" "federated_article_state" not null, "sent_version" timestamptz not null, "published_time" timestamptz not null default now());`);
    this.addSql(`create table "federation_kv" ("key" text primary key, "value" jsonb not null, "expires_time" timestamptz null);`);
    this.addSql(`create index "federation_kv_expires_time_index" on "federation_kv" ("expires_time") where "expires_time" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "federation_kv";`);
    this.addSql(`drop table if exists "federated_articles";`);
    this.addSql(`drop type if exists "federated_article_state";`);
    this.addSql(`drop table if exists "federation_followers";`);
    this.addSql(`drop table if exists "federation_settings";`);
    this.addSql(`drop table if exists "federation_keys";`);
  }

}
