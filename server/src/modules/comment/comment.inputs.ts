import { ArgsType, Field, InputType, Int, ObjectType } from "type-graphql";
import { describedEnum } from "../../kernel/described-enum";
import { Language } from "../../kernel/language";
import { PageArgs } from "../../kernel/paging";
import { PageOf } from "../../kernel/page-of";
import { HeldBecause } from "./comment-rules";
import { Comment, CommentState } from "./comment.entity";
import { BODY_MAX_LENGTH, NAME_MAX_LENGTH, type CommentAction as Action } from "./comment.service";

@InputType({ description: "A reader's comment, with the answer to the proof-of-work challenge." })
export class PostCommentInput {
  @Field(() => Int, { description: "The article (either language version: both share the thread)." }) articleId!: number;
  @Field(() => Int, { nullable: true, description: "The comment this answers; omitted for a comment on the article." }) parentId?: number | null;
  @Field(() => String, { description: `Your name (1 to ${NAME_MAX_LENGTH} characters).` }) authorName!: string;
  @Field(() => String, { nullable: true, description: "Your e-mail address (optional). Kept only as a salted hash; never shown." }) email?: string | null;
  @Field(() => String, { description: `The comment in the small Markdown subset (paragraphs, links, emphasis, code, quotes, lists), at most ${BODY_MAX_LENGTH} characters.` }) body!: string;
  @Field(() => Language, { nullable: true, description: "The language of the page it is written on; the article version's when omitted." }) language?: Language | null;
  @Field(() => String, { nullable: true, description: "The ALTCHA widget's answer to commentChallenge (its base64 payload)." }) altcha?: string | null;
  @Field(() => String, { nullable: true, description: "Leave empty: the form hides this field from people, and a comment with it filled in is refused." }) website?: string | null;
  @Field(() => Boolean, { nullable: true, description: "Mail me when a reply to this comment is approved (needs email; the address is confirmed through a link mailed to it first)." }) notifyReplies?: boolean | null;
}

@ObjectType({ description: "A comment just posted or edited, and why it is not shown yet when it is not." })
export class PostedComment {
  @Field(() => Comment, { description: "The comment as saved." }) comment!: Comment;
  @Field(() => HeldBecause, { nullable: true, description: "Why it waits for the owner or was marked as spam; null when it is shown." }) heldBecause!: HeldBecause | null;
}

@ObjectType({ description: "A proof-of-work challenge for the comment form (ALTCHA), which also marks when the form was loaded." })
export class CommentChallenge {
  @Field(() => String, { description: "The challenge as JSON, for the ALTCHA widget (its challengejson attribute)." }) challenge!: string;
  @Field(() => Date, { description: "When it was issued: a comment is taken no sooner than 3 seconds after, and no later than 10 minutes." }) issuedAt!: Date;
}

export const CommentAction = describedEnum("CommentAction", "What moderation does to comments.", {
  APPROVE: "Show them.",
  SPAM: "Mark them as spam: hidden.",
  DELETE: "Delete them: hidden.",
} satisfies Record<Action, string>);

@ArgsType()
export class CommentQueueArgs extends PageArgs {
  @Field(() => CommentState, { defaultValue: CommentState.PENDING, description: "Which comments: waiting ones unless said." }) state: CommentState = CommentState.PENDING;
  @Field(() => Int, { nullable: true, description: "Only this article's thread (either version)." }) articleId?: number | null;
}

const CommentPage = PageOf(Comment, "comments", ", newest first,");

@ObjectType({ description: "A page of the comments to moderate, newest first, how many there are in all, and the article they are filtered by." })
export class CommentQueuePage extends CommentPage {
  @Field(() => String, { nullable: true, description: "The title of the article whose comments these are (its first version's, as on each comment) when the queue is filtered by article; null otherwise." })
  articleTitle!: string | null;
}

@InputType({ description: "Changes to how comments are judged; what is omitted stays." })
export class CommentSettingsInput {
  @Field(() => [String], { nullable: true, description: "Words or phrases that send a comment to the queue." }) heldWords?: string[] | null;
  @Field(() => [String], { nullable: true, description: "Words or phrases that mark a comment as spam." }) spamWords?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: "Approve at once a comment from a confirmed e-mail address the owner approved a comment from before." }) approveKnownCommenters?: boolean | null;
}
