import { Arg, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import { Language } from "../../kernel/language";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { SiteInfo } from "./site-info.entity";
import { SiteInfoInput } from "./site-info.inputs";
import { readSiteInfo, updateSiteInfo } from "./site-info.service";
import { SiteText } from "./site-text.entity";
import { SiteTextInput } from "./site-text.inputs";
import { readSiteText, readSiteTexts, setSiteText, siteInfoIn, siteTextIn } from "./site-text.service";

@Resolver(() => SiteInfo)
export class SiteInfoResolver {
  @Query(() => SiteInfo, { description: "The site's title, SEO fields, filing number and contact." })
  async siteInfo(
    @Ctx() ctx: RequestContext,
    @Arg("language", () => Language, { nullable: true, description: "Give the title and description in this language where they were written (siteText); the site info's own elsewhere." })
    language?: Language | null,
  ): Promise<SiteInfo> {
    const info = await readSiteInfo.run(ctx);
    return language ? siteInfoIn(info, await siteTextIn(ctx.em, language)) : info;
  }

  @Requires(updateSiteInfo)
  @Mutation(() => SiteInfo, { description: "Saves site info fields." })
  updateSiteInfo(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Site info id." }) id: number,
    @Arg("input", () => SiteInfoInput, { description: "The fields to change." }) input: SiteInfoInput,
  ): Promise<SiteInfo> {
    return updateSiteInfo.run(ctx, { id, input });
  }

  @Query(() => SiteText, { description: "The site's title, description and the owner's note in one language; empty texts where none were written." })
  siteText(@Ctx() ctx: RequestContext, @Arg("language", () => Language, { description: "The language." }) language: Language): Promise<SiteText> {
    return readSiteText.run(ctx, { language });
  }

  @Query(() => [SiteText], { description: "The site's texts in every language, Chinese first." })
  siteTexts(@Ctx() ctx: RequestContext): Promise<SiteText[]> {
    return readSiteTexts.run(ctx);
  }

  @Requires(setSiteText)
  @Mutation(() => SiteText, { description: setSiteText.description })
  setSiteText(
    @Ctx() ctx: RequestContext,
    @Arg("language", () => Language, { description: "The language the texts are in." }) language: Language,
    @Arg("input", () => SiteTextInput, { description: "The texts to change." }) input: SiteTextInput,
  ): Promise<SiteText> {
    return setSiteText.run(ctx, { language, input });
  }
}
