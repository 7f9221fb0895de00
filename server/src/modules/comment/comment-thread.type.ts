import { Field, Int, ObjectType } from "type-graphql";
import { Language } from "../../kernel/language";
import { CommentKind } from "./comment.entity";

/** One approved comment as a page shows it, with its place in the conversation. */
@ObjectType({ description: "An approved comment in an article's thread, with the replies shown under it." })
export class ThreadComment {
  @Field(() => Int, { description: "The comment's id." }) id!: number;
  @Field(() => String, { description: "The name its author gave (the owner's, on the owner's replies)." }) authorName!: string;
  @Field(() => String, { description: "The comment as allow-listed HTML." }) bodyHtml!: string;
  @Field(() => Date, { description: "When it was posted." }) createTime!: Date;
  @Field(() => Date, { nullable: true, description: "When its author last edited it; null when never." }) updateTime!: Date | null;
  @Field(() => Language, { description: "The language of the page it was written on." }) language!: Language;
  @Field(() => Boolean, { description: "Written by the site's owner." }) byOwner!: boolean;
  @Field(() => CommentKind, { description: "Written here (COMMENT), or a reply or mention from another site (a Webmention)." }) kind!: CommentKind;
  @Field(() => String, { description: "A Webmention's source, the page on another site it comes from; \"\" for a comment written here." }) sourceUrl!: string;
  @Field(() => String, { description: "A Webmention author's own page; \"\" when none." }) authorUrl!: string;
  @Field(() => Int, { description: "How deep it is shown: 1 for a comment on the article, 2 and 3 for replies; deeper replies are shown at 3." }) depth!: number;
  @Field(() => Int, { nullable: true, description: "The comment it answers; null for a comment on the article." }) parentId!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "For a reply shown at depth 3 though it answers a comment at depth 3 or below: the name it answers, shown as \"↪ name\". Null otherwise.",
  })
  replyToName!: string | null;
  @Field(() => [ThreadComment], { description: "The replies shown under it, oldest first: nested up to depth 3, and at depth 3 every later reply in that branch." })
  replies!: ThreadComment[];
}

/** A like or repost from another site, shown as the author's face in a row under the article. */
@ObjectType({ description: "An approved like or repost from another site (a Webmention)." })
export class ThreadFace {
  @Field(() => Int, { description: "The comment's id." }) id!: number;
  @Field(() => CommentKind, { description: "LIKE or REPOST." }) kind!: CommentKind;
  @Field(() => String, { description: "The author's name (the picture's alternative text)." }) authorName!: string;
  @Field(() => String, { description: "The author's picture, an http(s) address; \"\" when none." }) authorPhoto!: string;
  @Field(() => String, { description: "The author's own page, else the source; an http(s) address." }) url!: string;
}

@ObjectType({ description: "An article's comments: the same thread under both language versions." })
export class CommentThread {
  @Field(() => Int, { description: "The article's first version, which the thread belongs to." }) threadId!: number;
  @Field(() => Int, { description: "How many approved comments the thread holds, replies included." }) total!: number;
  @Field(() => [ThreadComment], { description: "The comments on the article, oldest first, each with its replies." }) comments!: ThreadComment[];
  @Field(() => [ThreadFace], { description: "Likes and reposts from other sites, oldest first." }) faces!: ThreadFace[];
}
