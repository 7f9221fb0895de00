import { Migration } from '@mikro-orm/migrations';

/**
 * The site's default language: the one its unprefixed pages (/, /about, …) and unprefixed feeds speak. English,
 * which the interface spoke alone until now, so an existing site looks the same until its owner changes it.
 */
export class Migration20261126100000_site_language extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create type "language" as enum ('ZH', 'EN');`);
    this.addSql(`alter table "site_info" add column "language" "language" not null default 'EN';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "site_info" drop column "language";`);
    this.addSql(`drop type "language";`);
  }

}
