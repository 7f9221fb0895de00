import { Entity, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";
import { describedEnum, type EnumValue } from "../../kernel/described-enum";

export const MenuPlace = describedEnum("MenuPlace", "Where a menu is shown on every public page.", {
  HEADER: "The header's navigation.",
  FOOTER: "The footer's links.",
});
export type MenuPlace = EnumValue<typeof MenuPlace>;

export const MenuItemKind = describedEnum("MenuItemKind", "What a menu item links to.", {
  PAGE: "One of the site's own pages (page: home, about, guestbook).",
  ARTICLE: "An article (articleId), at its current permalink, in the page's language where it has that version.",
  TAG: "A tag's page (tagSlug).",
  ADDRESS: "Any http(s) address (url), on this site or another.",
});
export type MenuItemKind = EnumValue<typeof MenuItemKind>;

export const MenuPage = describedEnum("MenuPage", "A page of the site a menu item can link to.", {
  HOME: "The home page, /.",
  ABOUT: "The about page, /about.",
  GUESTBOOK: "The guestbook, /guestbook.",
});
export type MenuPage = EnumValue<typeof MenuPage>;

/** One item of a menu as stored and as the back-office edits it; a child has no children. */
@ObjectType({ description: "A menu item as the owner wrote it: what it links to and its label in each language." })
export class MenuItem {
  @Field(() => MenuItemKind, { description: "What it links to; the one field of page, articleId, tagSlug and url that goes with it is set." }) kind!: MenuItemKind;
  @Field(() => MenuPage, { nullable: true, description: "The site's page, for kind PAGE." }) page?: MenuPage | null;
  @Field(() => Int, { nullable: true, description: "The article (its first version's id), for kind ARTICLE." }) articleId?: number | null;
  @Field(() => String, { nullable: true, description: "The tag's slug, for kind TAG." }) tagSlug?: string | null;
  @Field(() => String, { nullable: true, description: "The http(s) address, for kind ADDRESS." }) url?: string | null;
  @Field(() => String, { description: "The label on Chinese pages; empty when only the English one is written (pages then show that)." }) labelZh!: string;
  @Field(() => String, { description: "The label on English pages; empty when only the Chinese one is written (pages then show that)." }) labelEn!: string;
  @Field(() => [MenuItem], { description: "The items under this one (a top-level item only); empty for none." }) children!: MenuItem[];
}

@ObjectType({ description: "One of the site's menus, as the owner edits it." })
export class Menu {
  @Field(() => MenuPlace, { description: "Where it is shown." }) place!: MenuPlace;
  @Field(() => [MenuItem], { description: "Its top-level items, in order." }) items!: MenuItem[];
}

/** A menu item resolved for visitors: its label in the page's language and the address it leads to. */
@ObjectType({ description: "A menu item as a public page shows it, in one language." })
export class MenuLink {
  @Field(() => String, { description: "The label in the language asked for (the other language's when that one is empty)." }) label!: string;
  @Field(() => String, {
    nullable: true,
    description: "Where it leads: a path of this site in the language asked for (/zh/posts/…; unprefixed when no language was asked), or an http(s) address. Null for an item with children whose own target is gone (an unpublished article, a deleted tag).",
  })
  path!: string | null;
  @Field(() => Boolean, { description: "Whether path is an address of another site (or of this one written out in full), to be opened as a plain link." }) external!: boolean;
  @Field(() => [MenuLink], { description: "The items under it, resolved alike." }) children!: MenuLink[];
}

@ObjectType({ description: "The site's menus for a public page, resolved for one language." })
export class SiteMenus {
  @Field(() => [MenuLink], { description: "The header's navigation." }) header!: MenuLink[];
  @Field(() => [MenuLink], { description: "The footer's links." }) footer!: MenuLink[];
}

/** A saved menu: one row per place, its items as JSON. Until the owner saves one, the defaults (the site's fixed links of old) stand. */
@Entity({ tableName: "menus" })
export class MenuRow {
  @PrimaryKey({ type: "string", length: 20 }) id!: string;
  @Property({ type: "json" }) items!: MenuItem[];
}
