import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { Language } from "../../kernel/language";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { Menu, MenuPlace, SiteMenus } from "./menus.entity";
import { MenuItemInput } from "./menus.inputs";
import { readMenus, readSiteMenus, saveMenu } from "./menus.service";

@Resolver()
export class MenusResolver {
  @Query(() => SiteMenus, { description: readSiteMenus.description })
  siteMenus(
    @Ctx() ctx: RequestContext,
    @Arg("language", () => Language, { nullable: true, description: "The page's language: labels in it and paths under its prefix (/zh/…). Without it, the site's default language and unprefixed paths." })
    language?: Language | null,
  ): Promise<SiteMenus> {
    return readSiteMenus.run(ctx, { language });
  }

  @Requires(readMenus)
  @Query(() => [Menu], { description: `${readMenus.description} Administrators only.` })
  menus(@Ctx() ctx: RequestContext): Promise<Menu[]> {
    return readMenus.run(ctx, undefined);
  }

  @Requires(saveMenu)
  @Mutation(() => Menu, {
    description: `${saveMenu.description} Refuses, naming the item (extensions.field: items.1.children.0), a label that is missing in both languages or longer than 60 characters, a third level, more than 30 items, an address that is not http(s), and an article or tag that does not exist; nothing is saved then. Administrators only.`,
  })
  saveMenu(
    @Ctx() ctx: RequestContext,
    @Arg("place", () => MenuPlace, { description: "Which menu." }) place: MenuPlace,
    @Arg("items", () => [MenuItemInput], { description: "The whole menu: its top-level items in order, each with the items under it." }) items: MenuItemInput[],
  ): Promise<Menu> {
    return saveMenu.run(ctx, { place, items });
  }
}
