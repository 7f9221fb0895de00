import { Migration } from '@mikro-orm/migrations';
import { freeSlug, slugify } from '../../kernel/slug';

/**
 * Permalinks: every article gets a unique slug, made from its title by the same rule new articles follow
 * (an article whose title has no letter or digit gets post-{id}), and former slugs are kept so that
 * /posts/{old slug} can redirect. The slug is part of every public link, so the articles' cache_version
 * trigger watches it too, and former slugs (which decide a redirect) have their own.
 */
export class Migration20261125174414_article_slugs extends Migration {

  override async up(): Promise<void> {
    const articles = await this.execute(`select "id", "title" from "articles" order by "id";`);
    const taken = new Set<string>();
    const slugs = articles.map(({ id, title }) => {
      const slug = freeSlug(slugify(String(title)) || `post-${id}`, (candidate) => taken.has(candidate));
      taken.add(slug);
      return { id, slug };
    });
    this.addSql(`alter table "articles" add column "slug" varchar(100) null;`);
    if (slugs.length > 0) {
      this.addSql(this.getKnex().raw(`update "articles" as a set "slug" = s."slug" from json_to_recordset(?::json) as s("id" int, "slug" text) where a."id" = s."id";`, [JSON.stringify(slugs)]));
    }
    this.addSql(`alter table "articles" alter column "slug" set not null;`);
    this.addSql(`alter table "articles" add constraint "articles_slug_unique" unique ("slug");`);

    this.addSql(`create table "article_former_slugs" ("slug" varchar(100) not null, "article_id" int not null, constraint "article_former_slugs_pkey" primary key ("slug"));`);
    this.addSql(`alter table "article_former_slugs" add constraint "article_former_slugs_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`create constraint trigger "article_former_slugs_cache_version" after insert or update or delete on "article_former_slugs" deferrable initially deferred for each row execute function "bump_cache_version"();`);

    this.addSql(`drop trigger "articles_cache_version" on "articles";`);
    this.addSql(`create constraint trigger "articles_cache_version" after insert or delete or update of "id", "sid", "column_id", "title", "slug", "subtitle", "summary", "cover", "content", "create_time", "update_time", "is_show", "is_select", "status", "published_at" on "articles" deferrable initially deferred for each row execute function "bump_cache_version"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger "articles_cache_version" on "articles";`);
    this.addSql(`create constraint trigger "articles_cache_version" after insert or delete or update of "id", "sid", "column_id", "title", "subtitle", "summary", "cover", "content", "create_time", "update_time", "is_show", "is_select", "status", "published_at" on "articles" deferrable initially deferred for each row execute function "bump_cache_version"();`);
    this.addSql(`drop table if exists "article_former_slugs" cascade;`);
    this.addSql(`alter table "articles" drop constraint "articles_slug_unique";`);
    this.addSql(`alter table "articles" drop column "slug";`);
  }

}
