import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { Appearance, AppearanceFont } from "./appearance.entity";
import { LookInput } from "./appearance.inputs";
import { listFonts, readAppearance, restorePreviousAppearance, setCover, setCustomCss, setFavicon, setLogo, updateAppearance } from "./appearance.service";

@Resolver(() => Appearance)
export class AppearanceResolver {
  @Query(() => Appearance, { description: readAppearance.description })
  appearance(@Ctx() ctx: RequestContext): Promise<Appearance> {
    return readAppearance.run(ctx, undefined);
  }

  @Query(() => [AppearanceFont], { description: listFonts.description })
  appearanceFonts(@Ctx() ctx: RequestContext): Promise<AppearanceFont[]> {
    return listFonts.run(ctx, undefined);
  }

  @Requires(updateAppearance)
  @Mutation(() => Appearance, { description: `${updateAppearance.description} Refuses a theme whose text is under 4.5:1 against its background. Administrators only.` })
  updateAppearance(@Ctx() ctx: RequestContext, @Arg("input", () => LookInput, { description: "The whole look." }) input: LookInput): Promise<Appearance> {
    return updateAppearance.run(ctx, input);
  }

  @Requires(restorePreviousAppearance)
  @Mutation(() => Appearance, { description: `${restorePreviousAppearance.description} Administrators only.` })
  restorePreviousAppearance(@Ctx() ctx: RequestContext): Promise<Appearance> {
    return restorePreviousAppearance.run(ctx, undefined);
  }

  @Requires(setFavicon)
  @Mutation(() => Appearance, { description: `${setFavicon.description} Administrators only.` })
  setFavicon(
    @Ctx() ctx: RequestContext,
    @Arg("image", () => String, { nullable: true, description: "The address (/uploads/…) POST /api/upload answered for the image; null for the built-in icon." }) image: string | null,
  ): Promise<Appearance> {
    return setFavicon.run(ctx, { image });
  }

  @Requires(setLogo)
  @Mutation(() => Appearance, { description: `${setLogo.description} Administrators only.` })
  setLogo(
    @Ctx() ctx: RequestContext,
    @Arg("image", () => String, { nullable: true, description: "The address (/uploads/…) POST /api/upload answered for the picture; null for no logo." }) image: string | null,
  ): Promise<Appearance> {
    return setLogo.run(ctx, { image });
  }

  @Requires(setCover)
  @Mutation(() => Appearance, { description: `${setCover.description} Administrators only.` })
  setCover(
    @Ctx() ctx: RequestContext,
    @Arg("image", () => String, { nullable: true, description: "The address (/uploads/…) POST /api/upload answered for the picture; null for no cover." }) image: string | null,
  ): Promise<Appearance> {
    return setCover.run(ctx, { image });
  }

  @Requires(setCustomCss)
  @Mutation(() => Appearance, { description: `${setCustomCss.description} Refuses @import, url() to other sites, expression(), behavior, -moz-binding and anything that could close a style element, naming the line. Administrators only.` })
  setCustomCss(@Ctx() ctx: RequestContext, @Arg("css", () => String, { description: "The whole custom CSS; empty for none." }) css: string): Promise<Appearance> {
    return setCustomCss.run(ctx, { css });
  }
}
