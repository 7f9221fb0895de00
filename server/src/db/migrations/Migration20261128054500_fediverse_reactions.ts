import { Migration } from '@mikro-orm/migrations';

/**
 * Federation's inbox beyond Follow (issue 39):
 * - `comment_kind` gains `FEDIVERSE`: a reply (Create(Note) with inReplyTo) from a fediverse account, kept as a
 *   comment whose `source_url` is the note's id (what a later Delete names) and `author_url` the actor's.
 * - `federation_reactions`: each Like and Announce of an article, by its activity id, so one sent twice counts
 *   once and an Undo naming it takes it back.
 */
export class Migration20261128054500_fediverse_reactions extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter type "comment_kind" add value if not exists 'FEDIVERSE';`);
    this.addSql(`create type "federation_reaction_kind" as enum ('LIKE', 'ANNOUNCE');`);
    this.addSql(`create table "federation_reactions" ("activity_uri" varchar(2000) primary key, "kind" "federation_reaction_kind" not null, "actor_uri" varchar(2000) not null, "article_id" int not null, "create_time" timestamptz not null default now());`);
    this.addSql(`create index "federation_reactions_article_id_index" on "federation_reactions" ("article_id");`);
    this.addSql(`create index "federation_reactions_actor_uri_index" on "federation_reactions" ("actor_uri");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "federation_reactions";`);
    this.addSql(`drop type if exists "federation_reaction_kind";`);
    // Postgres cannot drop one value from an enum: the value stays, unused; fediverse replies become plain comments.
    this.addSql(`update "comments" set "kind" = 'COMMENT' where "kind" = 'FEDIVERSE';`);
  }

}
