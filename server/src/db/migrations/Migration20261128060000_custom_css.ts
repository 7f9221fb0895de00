import { Migration } from '@mikro-orm/migrations';

/** The owner's custom CSS (issue 41), kept on the appearance row, whose triggers already raise cache_version and audit. */
export class Migration20261128060000_custom_css extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "appearance" add column "custom_css" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "appearance" drop column if exists "custom_css";`);
  }

}
