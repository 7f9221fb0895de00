import { Entity, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { describedEnum, type EnumValue } from "../../kernel/described-enum";
import { CreatedAtField, EnumField, IdField, TextField } from "../../kernel/stored-fields";

/** The one row of federation settings (id 1, made on first use: federation-store.ts). */
@ObjectType({ description: "Whether the blog takes part in the fediverse. Administrators only." })
@Entity({ tableName: "federation_settings" })
export class FederationSettings {
  [OptionalProps]?: "enabled" | "sendNotes" | "origin" | "username";

  @PrimaryKey({ type: "integer" }) id!: number;

  @Field(() => Boolean, {
    description:
      "Whether the blog answers as an ActivityPub actor (WebFinger, NodeInfo, its actor, inbox and articles) and sends its posts to its followers. Off, those addresses answer 404 and nothing is sent.",
  })
  @Property({ type: "boolean", default: true })
  enabled: boolean = true;

  @Field(() => Boolean, {
    description:
      "Whether articles go out as Notes (the title as a link, then the text) rather than Articles, for fediverse servers that show an Article as its title and a link only. Applies to what is sent and served from then on.",
  })
  @Property({ type: "boolean", default: false })
  sendNotes: boolean = false;

  @Field(() => String, {
    description:
      "The actor's preferred username: the name in its handle `@name@host` that WebFinger answers for. 1 to 30 of a–z, 0–9 and _; it can be changed only while nobody follows the blog. The actor's URL (/ap/actors/blog) never changes.",
  })
  @Property({ type: "string", length: 30, default: "blog" })
  username: string = "blog";

  /** The origin the followers know the blog by (the one their Follow named); null before the first follow. */
  @Property({ type: "string", length: 500, nullable: true })
  origin: string | null = null;
}

/** A fediverse account following the blog, as its Follow introduced it. Written by the inbox (federation-store.ts). */
@ObjectType({ description: "A fediverse account that follows the blog. Administrators only." })
@Entity({ tableName: "federation_followers" })
export class FederationFollower {
  [OptionalProps]?: "createTime" | "handle" | "name" | "host" | "sharedInboxUri" | "followUri";

  @IdField() id!: number;

  @Field(() => String, { description: "Its actor URL: who it is." })
  @Property({ type: "string", length: 2000, unique: true })
  actorUri!: string;

  @Field(() => String, { nullable: true, description: "Its handle, `name@host`, from its preferred username and its actor URL's host; null for a follower that gave none." })
  @Property({ type: "string", length: 500, nullable: true })
  handle: string | null = null;

  @Field(() => String, { nullable: true, description: "Its display name, as it gave it when it followed; null when it gave none." })
  @Property({ type: "string", length: 500, nullable: true })
  name: string | null = null;

  @Field(() => String, { description: "Its server: the host of its actor URL (with the port, when the URL names one)." })
  @Property({ type: "string", length: 300, default: "" })
  host: string = "";

  @Property({ type: "string", length: 2000 })
  inboxUri!: string;

  @Property({ type: "string", length: 2000, nullable: true })
  sharedInboxUri: string | null = null;

  @Property({ type: "string", length: 2000, nullable: true })
  followUri: string | null = null;

  @CreatedAtField("When it started following (a repeated Follow keeps the first time).") createTime: Date = new Date();
}

export const FederationBlockKind = describedEnum("FederationBlockKind", "What a fediverse block covers.", {
  ACTOR: "One account, by its actor URL.",
  SERVER: "A whole server, by its host: every account on it and on its subdomains.",
});
export type FederationBlockKind = EnumValue<typeof FederationBlockKind>;

/** An account or a server the blog takes nothing from: its inbox refuses them (federation-blocks.ts). */
@ObjectType({ description: "A blocked fediverse account or server. Administrators only." })
@Entity({ tableName: "federation_blocks" })
export class FederationBlock {
  [OptionalProps]?: "createTime" | "label";

  @IdField() id!: number;

  @EnumField(() => FederationBlockKind, "Whether it blocks one account or a whole server.", "federation_block_kind") kind!: FederationBlockKind;

  @TextField("The actor URL (ACTOR) or the host (SERVER) it matches.", { length: 2000, required: true }) value!: string;

  @TextField("How the owner named it: the handle typed in or found, else empty.", { length: 500 }) label: string = "";

  @CreatedAtField("When it was made.") createTime: Date = new Date();
}

@ObjectType({ description: "A server the blog's followers are on, with how many." })
export class FederationFollowerServer {
  @Field(() => String, { description: "The server's host." }) host!: string;
  @Field(() => Int, { description: "How many of the blog's followers are on it." }) followers!: number;
}

@ObjectType({ description: "What the fediverse did with one published article: likes, reposts and replies." })
export class FederationArticleReactions {
  @Field(() => Int, { description: "The article (its first version's id)." }) articleId!: number;
  @Field(() => String, { description: "Its title, in the version in the site's language when that one is public." }) title!: string;
  @Field(() => String, { description: "Its page's path on the site." }) path!: string;
  @Field(() => Int, { description: "Likes from the fediverse." }) likes!: number;
  @Field(() => Int, { description: "Reposts (boosts) from the fediverse." }) reposts!: number;
  @Field(() => Int, { description: "Replies from the fediverse that are kept: waiting for moderation or approved." }) replies!: number;
}
