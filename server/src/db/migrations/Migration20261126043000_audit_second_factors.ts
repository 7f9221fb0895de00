import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in in the audit log: a set-up begun (insert), turned on (enabled_at written), turned off or
 * reset by an administrator (delete). Its last accepted time step changes at every sign-in with a code and is
 * nobody's change to the account, so an update is logged only when enabled_at changes; the secret is kept out
 * as every secret is. A row without an id of its own is named by its user_id.
 */
export class Migration20261126043000_audit_second_factors extends Migration {

  override async up(): Promise<void> {
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
    coalesce(the_row ->> 'id', nullif(concat_ws(':', the_row ->> 'article_id', the_row ->> 'tag_id'), ''), the_row ->> 'user_id'),
    changes
  );
  return null;
end $$;`);
    this.addSql(`create trigger "second_factors_audit_changes" after update on "second_factors" for each row when (old."enabled_at" is distinct from new."enabled_at") execute function "audit_row"();`);
    this.addSql(`create trigger "second_factors_audit_rows" after insert or delete on "second_factors" for each row execute function "audit_row"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "second_factors_audit_changes" on "second_factors";`);
    this.addSql(`drop trigger if exists "second_factors_audit_rows" on "second_factors";`);
  }

}
