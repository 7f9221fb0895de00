import { Migration } from '@mikro-orm/migrations';

/**
 * Federation (issue 39): `send_notes`, the site setting that sends each article as a Note rather than an Article,
 * for fediverse servers that show an Article as its title and a link only.
 */
export class Migration20261128055500_federation_send_notes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "federation_settings" add column "send_notes" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "federation_settings" drop column "send_notes";`);
  }

}
