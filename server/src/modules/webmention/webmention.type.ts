import { Field, ObjectType } from "type-graphql";
import { ReceivedWebmention, SentWebmention } from "./webmention.entity";

@ObjectType({ description: "An article version's Webmentions: sent to the pages it links to, and received from other sites." })
export class ArticleWebmentions {
  @Field(() => [SentWebmention], { description: "One per page it links to or linked to, newest first." }) sent!: SentWebmention[];
  @Field(() => [ReceivedWebmention], { description: "Each sending received, newest first (the last 200)." }) received!: ReceivedWebmention[];
}
