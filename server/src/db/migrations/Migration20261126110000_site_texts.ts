import { Migration } from '@mikro-orm/migrations';

/**
 * The site's title, description and the owner's note per language: pages under /zh/ and /en/ show their
 * language's, falling back to the site info's own. Watched by the caches' version trigger and the audit log,
 * like every table of settings.
 */
export class Migration20261126110000_site_texts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "site_texts" ("id" serial primary key, "language" "language" not null, "title" varchar(200) not null default '', "description" varchar(1000) not null default '', "note" text not null default '', constraint "site_texts_language_unique" unique ("language"));`);
    this.addSql(`create constraint trigger "site_texts_cache_version" after insert or update or delete on "site_texts" deferrable initially deferred for each row execute function "bump_cache_version"();`);
    this.addSql(`create trigger "site_texts_audit_changes" after update on "site_texts" for each row execute function "audit_row"();`);
    this.addSql(`create trigger "site_texts_audit_rows" after insert or delete on "site_texts" for each row execute function "audit_row"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "site_texts";`);
  }

}
