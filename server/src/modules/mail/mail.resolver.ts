import { Arg, Args, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Requires } from "../../kernel/operation";
import { PageOf, type Page } from "../../kernel/page-of";
import type { RequestContext } from "../../kernel/request-context";
import { Mail } from "./mail.entity";
import { OutboxArgs } from "./mail.inputs";
import { listOutbox, sendTestMail } from "./mail.service";

const MailPage = PageOf(Mail, "messages of the outbox", ", newest first");

@Resolver(() => Mail)
export class MailResolver {
  @Requires(listOutbox)
  @Query(() => MailPage, {
    description: "Every message the blog sent or was to send, newest first: sent, waiting, failed, or kept as not sent because no SMTP server is configured. Administrators only.",
  })
  outbox(@Ctx() ctx: RequestContext, @Args() args: OutboxArgs): Promise<Page<Mail>> {
    return listOutbox.run(ctx, args);
  }

  @Requires(sendTestMail)
  @Mutation(() => Mail, { description: sendTestMail.description })
  sendTestMail(@Ctx() ctx: RequestContext, @Arg("to", () => String, { description: "Where to send it." }) to: string): Promise<Mail> {
    return sendTestMail.run(ctx, { to });
  }
}
