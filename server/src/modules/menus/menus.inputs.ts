import { Field, InputType, Int } from "type-graphql";
import { MenuItemKind, MenuPage } from "./menus.entity";

@InputType({ description: "A menu item to save: what it links to (the field that goes with its kind), its labels, and the items under it." })
export class MenuItemInput {
  @Field(() => MenuItemKind, { description: "What it links to." }) kind!: MenuItemKind;
  @Field(() => MenuPage, { nullable: true, description: "For kind PAGE: the page." }) page?: MenuPage | null;
  @Field(() => Int, { nullable: true, description: "For kind ARTICLE: the article's id (any of its versions)." }) articleId?: number | null;
  @Field(() => String, { nullable: true, description: "For kind TAG: the tag's slug." }) tagSlug?: string | null;
  @Field(() => String, { nullable: true, description: "For kind ADDRESS: an http:// or https:// address." }) url?: string | null;
  @Field(() => String, { nullable: true, description: "The label on Chinese pages, at most 60 characters; at least one of the two labels is needed." }) labelZh?: string | null;
  @Field(() => String, { nullable: true, description: "The label on English pages, at most 60 characters." }) labelEn?: string | null;
  @Field(() => [MenuItemInput], { nullable: true, description: "Items under this one; only a top-level item may have them." }) children?: MenuItemInput[] | null;
}
