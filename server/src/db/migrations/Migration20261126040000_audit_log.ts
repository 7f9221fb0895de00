import { Migration } from '@mikro-orm/migrations';

/** The tables whose rows are the blog's content and settings: every insert, update and delete of them is logged. */
const AUDITED = ["articles", "article_tags", "columns", "daily_sentences", "tags", "links", "messages", "users", "site_info", "home_info", "owner_profile", "article_previews"];

/**
 * The audit log: who changed what, when and from where, appended by the database itself in the same
 * transaction as the change, whichever way it comes (GraphQL, the legacy /api, uploads, plain SQL), so no
 * write path can forget it and a failed change leaves no entry.
 *
 * Who and from where come from the transaction-local setting `quiet.actor` (JSON: userId, userName, address,
 * via), which the server sets at the start of each transaction of a request (audit-actor.subscriber.ts);
 * a write with no setting (a scheduled publication, a migration) is logged with no user, and the seed's first
 * content, marked `unlogged`, is not logged at all.
 *
 * Each entry keeps the changed columns: before and after for short values (up to 200 characters as JSON),
 * only the fact of a change for longer ones (article bodies) and for secrets (any column named like a
 * password, hash, secret, token or recovery code). Article views (hits) are no one's change and are skipped
 * before the row is even read; so is a change of the update time alone.
 *
 * The table is append-only for everyone, the application included: updates, deletes and truncation are
 * refused by triggers.
 */
export class Migration20261126040000_audit_log extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "audit_log" (
  "id" bigserial primary key,
  "at" timestamptz not null default clock_timestamp(),
  "user_id" int null,
  "user_name" varchar(32) null,
  "address" varchar(64) null,
  "via" varchar(16) null,
  "action" varchar(8) not null check ("action" in ('create', 'update', 'delete')),
  "table_name" varchar(64) not null,
  "row_id" varchar(64) null,
  "changes" jsonb not null default '{}'
);`);
    this.addSql(`create index "audit_log_at_index" on "audit_log" ("at" desc, "id" desc);`);
    this.addSql(`create index "audit_log_user_index" on "audit_log" ("user_id", "at" desc);`);
    this.addSql(`create index "audit_log_table_index" on "audit_log" ("table_name", "row_id");`);

    this.addSql(`create function "audit_log_refuse"() returns trigger language plpgsql as $$
begin
  raise exception 'the audit log is append-only: % is refused', tg_op using errcode = 'insufficient_privilege';
end $$;`);
    this.addSql(`create trigger "audit_log_append_only" before update or delete on "audit_log" for each row execute function "audit_log_refuse"();`);
    this.addSql(`create trigger "audit_log_no_truncate" before truncate on "audit_log" for each statement execute function "audit_log_refuse"();`);

    this.addSql(`create function "audit_row"() returns trigger language plpgsql as $$
declare
  actor jsonb := nullif(current_setting('quiet.actor', true), '')::jsonb;
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  changes jsonb := '{}';
  col text;
  before jsonb;
  after jsonb;
begin
  -- The demo content a new blog starts with is no one's change.
  if (actor ->> 'unlogged') = 'true' then
    return null;
  end if;
  for col in select jsonb_object_keys(coalesce(new_row, old_row)) loop
    before := old_row -> col;
    after := new_row -> col;
    continue when tg_op = 'UPDATE' and before is not distinct from after;
    continue when col in ('update_time', 'updated_at');
    if col ~ '(password|hash|secret|token|recovery)' or length(coalesce(before::text, '')) > 200 or length(coalesce(after::text, '')) > 200 then
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
    coalesce(coalesce(new_row, old_row) ->> 'id', concat_ws(':', coalesce(new_row, old_row) ->> 'article_id', coalesce(new_row, old_row) ->> 'tag_id')),
    changes
  );
  return null;
end $$;`);
    for (const table of AUDITED) {
      // A view only adds to hits: the WHEN skips it without building the row's JSON.
      const when = table === "articles" ? ` when (old."hits" is not distinct from new."hits")` : "";
      this.addSql(`create trigger "${table}_audit_changes" after update on "${table}" for each row${when} execute function "audit_row"();`);
      this.addSql(`create trigger "${table}_audit_rows" after insert or delete on "${table}" for each row execute function "audit_row"();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of AUDITED) {
      this.addSql(`drop trigger if exists "${table}_audit_changes" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_audit_rows" on "${table}";`);
    }
    this.addSql(`drop function if exists "audit_row"();`);
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop function if exists "audit_log_refuse"();`);
  }

}
