import { Field, Int, ObjectType } from "type-graphql";
import { Article } from "../article/article.entity";
import { Message } from "../message/message.entity";
import { MessagePage } from "../message/message.inputs";
import type { Page } from "../../kernel/page-of";
import { DASHBOARD_DAYS, DASHBOARD_LIST_LENGTH } from "./dashboard-limits";

/** No table of its own: each day's counts are read from article_view_days and site_visits. */
@ObjectType({ description: "One day's counts for the dashboard's chart." })
export class DayCount {
  @Field(() => String, { description: "The day in the server's time zone, as YYYY-MM-DD." }) day!: string;
  @Field(() => Int, { description: "Article views that day, all articles together (each visitor counts once per article per half hour)." }) views!: number;
  @Field(() => Int, { description: "Home-page visits that day (the count homeInfo.today shows for today)." }) visits!: number;
}

@ObjectType({ description: "An article and how many times it was viewed in the dashboard's days." })
export class ArticleViews {
  @Field(() => Article, { description: "The article." }) article!: Article;
  @Field(() => Int, { description: `Its views in the last ${DASHBOARD_DAYS} days, today's included.` }) views!: number;
}

/** Read afresh on each request, for the back-office console. */
@ObjectType({ description: "What the back-office console shows about the blog: views, articles to look at and messages waiting." })
export class Dashboard {
  @Field(() => [DayCount], { description: `The last ${DASHBOARD_DAYS} days, oldest first and today last; a day without views or visits counts zero.` })
  viewsByDay!: DayCount[];

  @Field(() => [ArticleViews], { description: `The ${DASHBOARD_LIST_LENGTH} articles viewed most in the last ${DASHBOARD_DAYS} days, most viewed first; hidden ones too, since the owner reads this.` })
  topArticles!: ArticleViews[];

  @Field(() => [Article], { description: `The ${DASHBOARD_LIST_LENGTH} articles published last (their time has come), newest first; hidden ones too.` })
  recentArticles!: Article[];

  @Field(() => [Article], {
    description: `Articles still to come: up to ${DASHBOARD_LIST_LENGTH} scheduled ones, soonest first, then up to ${DASHBOARD_LIST_LENGTH} drafts, last changed first (status tells them apart).`,
  })
  upcoming!: Article[];

  @Field(() => MessagePage, { description: `Guestbook messages waiting for approval: how many, and the ${DASHBOARD_LIST_LENGTH} newest.` })
  pendingMessages!: Page<Message>;
}
