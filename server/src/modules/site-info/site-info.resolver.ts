import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, Query, Resolver } from "type-graphql";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Need } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";
import { notFound } from "../../kernel/errors";
import { optionalEmail, optionalText, optionalUrl } from "../../kernel/text-rules";
import { SiteInfo } from "./site-info.entity";

@InputType({ description: "Site info fields to change; omitted fields stay as they are." })
export class SiteInfoInput {
  @Field(() => String, { nullable: true, description: "Site title (up to 200 characters)." }) title?: string;
  @Field(() => String, { nullable: true, description: "Logo: an http(s) URL or a path on this site." }) logo?: string;
  @Field(() => String, { nullable: true, description: "The site's public base URL." }) url?: string;
  @Field(() => String, { nullable: true, description: "Meta description (up to 1000 characters)." }) description?: string;
  @Field(() => String, { nullable: true, description: "Meta keywords (up to 500 characters)." }) keywords?: string;
  @Field(() => String, { nullable: true, description: "Author (up to 100 characters)." }) author?: string;
  @Field(() => String, { nullable: true, description: "Copyright line (up to 200 characters)." }) copyright?: string;
  @Field(() => String, { nullable: true, description: "Filing number (up to 100 characters)." }) record?: string;
  @Field(() => String, { nullable: true, description: "Contact e-mail address." }) email?: string;
}

/** The current site info: the last record, as the legacy clients read it. */
export async function currentSiteInfo(em: EntityManager): Promise<SiteInfo> {
  const info = await em.findOne(SiteInfo, { id: { $gt: 0 } }, { orderBy: { id: "desc" } });
  if (!info) throw notFound("The site info has not been set up.");
  return info;
}

export async function updateSiteInfo(em: EntityManager, id: number, input: SiteInfoInput): Promise<SiteInfo> {
  const changes = {
    title: optionalText(input.title, "title", 200),
    logo: optionalUrl(input.logo, "logo"),
    url: optionalUrl(input.url, "url"),
    description: optionalText(input.description, "description", 1000),
    keywords: optionalText(input.keywords, "keywords", 500),
    author: optionalText(input.author, "author", 100),
    copyright: optionalText(input.copyright, "copyright", 200),
    record: optionalText(input.record, "record", 100),
    email: optionalEmail(input.email, "email"),
  };
  const info = Number.isInteger(id) && id > 0 ? await em.findOne(SiteInfo, { id }) : null;
  if (!info) throw notFound(`Site info ${id} was not found.`);
  em.assign(info, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
  await em.flush();
  return info;
}

@Resolver(() => SiteInfo)
export class SiteInfoResolver {
  @Query(() => SiteInfo, { description: "The site's title, SEO fields, filing number and contact." })
  siteInfo(@Ctx() ctx: RequestContext): Promise<SiteInfo> {
    return currentSiteInfo(ctx.em);
  }

  @Authorized(Need.EDIT)
  @Mutation(() => SiteInfo, { description: "Saves site info fields." })
  updateSiteInfo(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Site info id." }) id: number,
    @Arg("input", () => SiteInfoInput, { description: "The fields to change." }) input: SiteInfoInput,
  ): Promise<SiteInfo> {
    return updateSiteInfo(ctx.em, id, input);
  }
}
