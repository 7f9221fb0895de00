import { Migration } from '@mikro-orm/migrations';

/**
 * Where each session is used from, for the user's list of their sessions: the browser's User-Agent at
 * sign-in and the address of its latest request. Sessions made before have neither.
 */
export class Migration20261126041500_session_clients extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "sessions" add column "user_agent" varchar(300) null, add column "address" varchar(64) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sessions" drop column "user_agent", drop column "address";`);
  }

}
