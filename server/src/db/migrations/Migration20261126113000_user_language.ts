import { Migration } from '@mikro-orm/migrations';

/**
 * Each user's back-office language. Null, as every existing user starts, follows the site's default language,
 * so the back-office looks the same until a user picks one.
 */
export class Migration20261126113000_user_language extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "language" "language" null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "language";`);
  }

}
