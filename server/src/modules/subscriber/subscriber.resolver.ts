import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Language } from "../../kernel/language";
import { Requires } from "../../kernel/operation";
import { PageOf, type Page } from "../../kernel/page-of";
import type { RequestContext } from "../../kernel/request-context";
import { Mail } from "../mail/mail.entity";
import { countPostSends, sendPostTest } from "./newsletter";
import { exportSubscribers, importSubscribers } from "./subscriber-csv";
import { NewsletterSettings, Subscriber } from "./subscriber.entity";
import { PostSendCounts, SubscribeInput, SubscriberCounts, SubscriberImportResult, SubscriberListArgs } from "./subscriber.inputs";
import * as subscribers from "./subscriber.service";

const SubscriberPage = PageOf(Subscriber, "subscribers", ", newest first");

@Resolver(() => Subscriber)
export class SubscriberResolver {
  @Mutation(() => Boolean, {
    description: `${subscribers.subscribe.description} Answers true whatever the address's state, so the form reveals nobody's subscription; the sixth request from one address within 10 minutes is refused with HTTP 429.`,
  })
  subscribe(@Ctx() ctx: RequestContext, @Arg("input", () => SubscribeInput, { description: "The address, the language and the spam rules' answers." }) input: SubscribeInput): Promise<boolean> {
    return subscribers.subscribe.run(ctx, input);
  }

  @Requires(subscribers.listSubscribers)
  @Query(() => SubscriberPage, { description: `${subscribers.listSubscribers.description} Administrators only.` })
  subscribers(@Ctx() ctx: RequestContext, @Args(() => SubscriberListArgs) args: SubscriberListArgs): Promise<Page<Subscriber>> {
    return subscribers.listSubscribers.run(ctx, args);
  }

  @Requires(subscribers.countSubscribers)
  @Query(() => SubscriberCounts, { description: `${subscribers.countSubscribers.description} Administrators only.` })
  subscriberCounts(@Ctx() ctx: RequestContext): Promise<SubscriberCounts> {
    return subscribers.countSubscribers.run(ctx, undefined);
  }

  @Requires(subscribers.removeSubscriber)
  @Mutation(() => Int, { description: `${subscribers.removeSubscriber.description} Returns its id. Administrators only.` })
  removeSubscriber(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Subscriber id." }) id: number): Promise<number> {
    return subscribers.removeSubscriber.run(ctx, { id });
  }

  @Requires(exportSubscribers)
  @Query(() => String, { description: `${exportSubscribers.description} Administrators only.` })
  subscribersCsv(@Ctx() ctx: RequestContext): Promise<string> {
    return exportSubscribers.run(ctx, undefined);
  }

  @Requires(importSubscribers)
  @Mutation(() => SubscriberImportResult, { description: `${importSubscribers.description} Administrators only.` })
  importSubscribers(
    @Ctx() ctx: RequestContext,
    @Arg("csv", () => String, { description: "The file's text (UTF-8)." }) csv: string,
    @Arg("defaultLanguage", () => Language, { nullable: true, description: "The language of lines that give none; the site's language when omitted." }) defaultLanguage?: Language | null,
  ): Promise<SubscriberImportResult> {
    return importSubscribers.run(ctx, { csv, defaultLanguage });
  }

  @Requires(subscribers.getNewsletterSettings)
  @Query(() => NewsletterSettings, { description: `${subscribers.getNewsletterSettings.description} Administrators only.` })
  newsletterSettings(@Ctx() ctx: RequestContext): Promise<NewsletterSettings> {
    return subscribers.getNewsletterSettings.run(ctx, undefined);
  }

  @Requires(subscribers.updateNewsletterSettings)
  @Mutation(() => NewsletterSettings, { description: `${subscribers.updateNewsletterSettings.description} Administrators only.` })
  updateNewsletterSettings(
    @Ctx() ctx: RequestContext,
    @Arg("sendByDefault", () => Boolean, { description: "Whether \"also send by e-mail\" starts ticked in the editor." }) sendByDefault: boolean,
  ): Promise<NewsletterSettings> {
    return subscribers.updateNewsletterSettings.run(ctx, { sendByDefault });
  }

  @Requires(countPostSends)
  @Query(() => PostSendCounts, { description: `${countPostSends.description} Either language version names the post.` })
  postSendCounts(@Ctx() ctx: RequestContext, @Arg("articleId", () => Int, { description: "The article (either language version)." }) articleId: number): Promise<PostSendCounts> {
    return countPostSends.run(ctx, { articleId });
  }

  @Requires(sendPostTest)
  @Mutation(() => Mail, { description: `${sendPostTest.description} Administrators only.` })
  sendPostTest(
    @Ctx() ctx: RequestContext,
    @Arg("articleId", () => Int, { description: "The article (either language version)." }) articleId: number,
    @Arg("language", () => Language, { nullable: true, description: "The subscriber language to preview; the article's own when omitted." }) language?: Language | null,
    @Arg("to", () => String, { nullable: true, description: "Where to send it; the site's contact address when omitted." }) to?: string | null,
  ): Promise<Mail> {
    return sendPostTest.run(ctx, { articleId, language, to });
  }
}
