import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Requires } from "../../kernel/operation";
import { PageOf, type Page } from "../../kernel/page-of";
import { PageArgs } from "../../kernel/paging";
import type { RequestContext } from "../../kernel/request-context";
import { FederationArticleReactions, FederationBlock, FederationFollower, FederationFollowerServer, FederationSettings } from "./federation.entity";
import * as federation from "./federation.service";

const FederationFollowerPage = PageOf(FederationFollower, "fediverse followers", ", newest first");

@ArgsType()
class FederationFollowerListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: "Only followers on this server (its host, as `host` gives it)." }) server?: string | null;
}

@Resolver(() => FederationSettings)
export class FederationResolver {
  @Requires(federation.getFederationSettings)
  @Query(() => FederationSettings, { description: `${federation.getFederationSettings.description} Administrators only.` })
  federationSettings(@Ctx() ctx: RequestContext): Promise<FederationSettings> {
    return federation.getFederationSettings.run(ctx, undefined);
  }

  @FieldResolver(() => String, { description: "The actor's handle, `@username@host`, at the site's address: what people search for to follow the blog." })
  handle(@Root() settings: FederationSettings, @Ctx() ctx: RequestContext): Promise<string> {
    return federation.actorHandle(ctx, settings);
  }

  @FieldResolver(() => String, { description: "The actor's URL, at the site's address; it never changes." })
  actorUrl(@Ctx() ctx: RequestContext): Promise<string> {
    return federation.actorUrl(ctx);
  }

  @Requires(federation.updateFederationSettings)
  @Mutation(() => FederationSettings, { description: `${federation.updateFederationSettings.description} Administrators only.` })
  updateFederationSettings(
    @Ctx() ctx: RequestContext,
    @Arg("enabled", () => Boolean, { nullable: true, description: "Whether the blog takes part in the fediverse; omitted, it stays." }) enabled?: boolean | null,
    @Arg("sendNotes", () => Boolean, { nullable: true, description: "Whether articles go out as Notes rather than Articles; omitted, it stays." }) sendNotes?: boolean | null,
    @Arg("username", () => String, { nullable: true, description: "The actor's preferred username (1 to 30 of a–z, 0–9, _), refused once anyone follows the blog; omitted, it stays." })
    username?: string | null,
  ): Promise<FederationSettings> {
    return federation.updateFederationSettings.run(ctx, { enabled, sendNotes, username });
  }

  @Requires(federation.listFederationFollowers)
  @Query(() => FederationFollowerPage, { description: `${federation.listFederationFollowers.description} Administrators only.` })
  federationFollowers(@Ctx() ctx: RequestContext, @Args(() => FederationFollowerListArgs) args: FederationFollowerListArgs): Promise<Page<FederationFollower>> {
    return federation.listFederationFollowers.run(ctx, args);
  }

  @Requires(federation.listFederationFollowerServers)
  @Query(() => [FederationFollowerServer], { description: `${federation.listFederationFollowerServers.description} Administrators only.` })
  federationFollowerServers(@Ctx() ctx: RequestContext): Promise<FederationFollowerServer[]> {
    return federation.listFederationFollowerServers.run(ctx, undefined);
  }

  @Requires(federation.listFederationArticleReactions)
  @Query(() => [FederationArticleReactions], { description: `${federation.listFederationArticleReactions.description} Administrators only.` })
  federationArticleReactions(@Ctx() ctx: RequestContext): Promise<FederationArticleReactions[]> {
    return federation.listFederationArticleReactions.run(ctx, undefined);
  }

  @Requires(federation.listFederationBlocks)
  @Query(() => [FederationBlock], { description: `${federation.listFederationBlocks.description} Administrators only.` })
  federationBlocks(@Ctx() ctx: RequestContext): Promise<FederationBlock[]> {
    return federation.listFederationBlocks.run(ctx, undefined);
  }

  @Requires(federation.blockFederationActor)
  @Mutation(() => FederationBlock, { description: `${federation.blockFederationActor.description} Administrators only.` })
  blockFederationActor(@Ctx() ctx: RequestContext, @Arg("actor", () => String, { description: "The account's handle (@name@host) or its actor URL." }) actor: string): Promise<FederationBlock> {
    return federation.blockFederationActor.run(ctx, { actor });
  }

  @Requires(federation.blockFederationServer)
  @Mutation(() => FederationBlock, { description: `${federation.blockFederationServer.description} Administrators only.` })
  blockFederationServer(@Ctx() ctx: RequestContext, @Arg("host", () => String, { description: "The server's host (mastodon.social), or any address on it." }) host: string): Promise<FederationBlock> {
    return federation.blockFederationServer.run(ctx, { host });
  }

  @Requires(federation.deleteFederationBlock)
  @Mutation(() => Int, { description: `${federation.deleteFederationBlock.description} Administrators only.` })
  deleteFederationBlock(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Block id." }) id: number): Promise<number> {
    return federation.deleteFederationBlock.run(ctx, { id });
  }
}
