import { Migration } from '@mikro-orm/migrations';

/**
 * Subscribers by e-mail (issue 38): the subscribers (the address kept as given, since mail goes to it; the
 * confirmation token only as a hash), the newsletter setting, the posts asked to be sent, and one delivery per
 * post and subscriber, whose unique pair is what makes each message go once. `newsletter_pace` is the one
 * next free sending slot every server process takes its turn from, so the send rate holds across processes.
 *
 * Subscribers and the setting are audited; the audit keeps that an address changed, never the address, so
 * removing a subscriber leaves it nowhere. Deliveries and sends are bookkeeping, audited by neither.
 */
export class Migration20261128020000_subscribers extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "subscriber_state" as enum ('PENDING', 'CONFIRMED', 'UNSUBSCRIBED', 'SUPPRESSED');`);
    this.addSql(`create type "newsletter_delivery_state" as enum ('QUEUED', 'SENT', 'FAILED', 'BOUNCED', 'SKIPPED', 'NOT_SENT');`);
    this.addSql(`create table "subscribers" ("id" serial primary key, "email" varchar(320) not null, "email_key" varchar(320) not null, "language" "language" not null, "state" "subscriber_state" not null default 'PENDING', "create_time" timestamptz not null default now(), "confirmed_time" timestamptz null, "left_time" timestamptz null, "confirm_token_hash" varchar(64) null, "confirm_expires_time" timestamptz null, "confirm_sent_time" timestamptz null, constraint "subscribers_email_key_unique" unique ("email_key"), constraint "subscribers_confirm_token_hash_unique" unique ("confirm_token_hash"));`);
    this.addSql(`create index "subscribers_state_index" on "subscribers" ("state");`);
    this.addSql(`create table "newsletter_settings" ("id" int primary key, "send_by_default" boolean not null default false);`);
    this.addSql(`create table "newsletter_sends" ("article_id" int primary key, "site_address" varchar(500) not null, "requested_time" timestamptz not null default now(), "fanned_out_time" timestamptz null);`);
    this.addSql(`alter table "newsletter_sends" add constraint "newsletter_sends_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "newsletter_deliveries" ("id" serial primary key, "article_id" int not null, "subscriber_id" int null, "state" "newsletter_delivery_state" not null default 'QUEUED', "error" text null, "create_time" timestamptz not null default now(), "sent_time" timestamptz null, "unsubscribed_time" timestamptz null, constraint "newsletter_deliveries_article_id_subscriber_id_unique" unique ("article_id", "subscriber_id"));`);
    this.addSql(`alter table "newsletter_deliveries" add constraint "newsletter_deliveries_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "newsletter_deliveries" add constraint "newsletter_deliveries_subscriber_id_foreign" foreign key ("subscriber_id") references "subscribers" ("id") on update cascade on delete set null;`);
    this.addSql(`create index "newsletter_deliveries_subscriber_id_index" on "newsletter_deliveries" ("subscriber_id");`);
    this.addSql(`create table "newsletter_pace" ("id" int primary key, "next_at" timestamptz not null default now());`);
    this.addSql(`insert into "newsletter_pace" ("id") values (1);`);

    this.addSql(`create or replace function "audit_row"() returns trigger language plpgsql as $$
declare
  actor jsonb := nullif(current_setting('quiet.actor', true), '')::jsonb;
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  the_row jsonb := coalesce(new_row, old_row);
  changes jsonb := '{}';
  col text;
  before jsonb;
  after jsonb;
begin
  -- The demo content a new blog starts with is no one's change.
  if (actor ->> 'unlogged') = 'true' then
    return null;
  end if;
  for col in select jsonb_object_keys(the_row) loop
    before := old_row -> col;
    after := new_row -> col;
    continue when tg_op = 'UPDATE' and before is not distinct from after;
    continue when col in ('update_time', 'updated_at');
    if col ~ '(password|hash|secret|token|recovery)' or (tg_table_name = 'subscribers' and col in ('email', 'email_key')) or length(coalesce(before::text, '')) > 200 or length(coalesce(after::text, '')) > 200 then
      changes := changes || jsonb_build_object(col, jsonb_build_object('changed', true));
    else
      changes := changes || jsonb_build_object(col, jsonb_build_object('before', before, 'after', after));
    end if;
  end loop;
  if tg_op = 'UPDATE' and changes = '{}' then
    return null;
  end if;
  insert into audit_log ("user_id", "user_name", "address", "via", "action", "table_name", "row_id", "changes")
  values (
    (actor ->> 'userId')::int, actor ->> 'userName', actor ->> 'address', actor ->> 'via',
    case tg_op when 'INSERT' then 'create' when 'UPDATE' then 'update' else 'delete' end,
    tg_table_name,
    coalesce(the_row ->> 'id', nullif(concat_ws(':', the_row ->> 'article_id', the_row ->> 'tag_id'), ''), the_row ->> 'user_id'),
    changes
  );
  return null;
end $$;`);
    for (const table of ["subscribers", "newsletter_settings"]) {
      this.addSql(`create trigger "${table}_audit_changes" after update on "${table}" for each row execute function "audit_row"();`);
      this.addSql(`create trigger "${table}_audit_rows" after insert or delete on "${table}" for each row execute function "audit_row"();`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "newsletter_pace" cascade;`);
    this.addSql(`drop table if exists "newsletter_deliveries" cascade;`);
    this.addSql(`drop table if exists "newsletter_sends" cascade;`);
    this.addSql(`drop table if exists "newsletter_settings" cascade;`);
    this.addSql(`drop table if exists "subscribers" cascade;`);
    this.addSql(`drop type if exists "newsletter_delivery_state";`);
    this.addSql(`drop type if exists "subscriber_state";`);
  }

}
