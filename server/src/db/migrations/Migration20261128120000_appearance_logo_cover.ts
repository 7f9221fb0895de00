import { Migration } from '@mikro-orm/migrations';

/**
 * The header's logo and the home page's cover (issue 41), on the appearance row, whose triggers already raise
 * cache_version and audit. The fonts live in the look's json: a look saved without them reads as the system fonts.
 */
export class Migration20261128120000_appearance_logo_cover extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "appearance" add column "logo" jsonb null, add column "cover" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "appearance" drop column if exists "logo", drop column if exists "cover";`);
  }

}
