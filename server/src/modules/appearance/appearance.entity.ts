import { Entity, OptionalProps, PrimaryKey, Property } from "@mikro-orm/core";
import { Field, Int, ObjectType } from "type-graphql";

/** One saved look: the colours of both themes, the reading column's width and the fonts. */
@ObjectType({ description: "The site's look: colours for the light and dark themes, the reading column's width, and the fonts." })
export class Look {
  @Field(() => String, { description: "Accent (links, buttons) in the light theme, #rrggbb." }) lightAccent!: string;
  @Field(() => String, { description: "Page background in the light theme, #rrggbb." }) lightBackground!: string;
  @Field(() => String, { description: "Text colour in the light theme, #rrggbb: at least 4.5:1 against its background." }) lightText!: string;
  @Field(() => String, { description: "Accent (links, buttons) in the dark theme, #rrggbb." }) darkAccent!: string;
  @Field(() => String, { description: "Page background in the dark theme, #rrggbb." }) darkBackground!: string;
  @Field(() => String, { description: "Text colour in the dark theme, #rrggbb: at least 4.5:1 against its background." }) darkText!: string;
  @Field(() => Int, { description: "Widest the reading column (an article) grows, in CSS pixels." }) readingWidth!: number;
  @Field(() => String, { description: "Font of headings: \"system\" (the reader's own fonts) or the id of one of appearanceFonts." }) headingFont!: string;
  @Field(() => String, { description: "Font of body text: \"system\" or the id of one of appearanceFonts." }) bodyFont!: string;
}

/** An image the appearance shows (the header's logo, the home page's cover), with the size it is drawn at. */
@ObjectType({ description: "An image of the site's appearance, with the size to draw it at (so the page does not move when it loads)." })
export class AppearanceImage {
  @Field(() => String, { description: "Its address on this site (/uploads/…)." }) url!: string;
  @Field(() => Int, { description: "Width to draw it at, in CSS pixels." }) width!: number;
  @Field(() => Int, { description: "Height to draw it at, in CSS pixels." }) height!: number;
  @Field(() => String, { nullable: true, description: "Its copies at other widths, as an srcset value; null when there is one." }) srcset?: string | null;
}

/** A font the owner can pick. */
@ObjectType({ description: "A font the owner can pick for headings or body text, served from this site." })
export class AppearanceFont {
  @Field(() => String, { description: "What headingFont and bodyFont take." }) id!: string;
  @Field(() => String, { description: "The family's name." }) name!: string;
  @Field(() => String, { description: "serif or sans-serif." }) kind!: string;
  @Field(() => String, { description: "Its Latin file's address, for a preview." }) url!: string;
}

/** Everything one save can change, as it was before it: the look and the rest, so Back undoes any save. */
export interface SavedAppearance extends Look {
  /** Missing in what was kept before these were part of it: left as they are then. */
  customCss?: string | null;
  favicon?: string | null;
  logo?: AppearanceImage | null;
  cover?: AppearanceImage | null;
}

/** The built-in look, as web/src/app/global.css draws it: what a new site starts with. */
export const DEFAULT_LOOK: Look = {
  lightAccent: "#2a6f97",
  lightBackground: "#f6f7f9",
  lightText: "#222222",
  darkAccent: "#79bde6",
  darkBackground: "#12171c",
  darkText: "#e3e8ed",
  readingWidth: 840,
  headingFont: "system",
  bodyFont: "system",
};

/**
 * The site's appearance: one row. The look before the latest save is kept beside it, so the owner can go back
 * to it in one click.
 */
@ObjectType({ description: "The site's appearance: the look visitors see, and the one saved before it." })
@Entity({ tableName: "appearance" })
export class Appearance {
  [OptionalProps]?: "previous" | "favicon" | "customCss" | "logo" | "cover";

  @PrimaryKey({ type: "integer" }) id!: number;

  @Field(() => Look, { description: "The look visitors see." })
  @Property({ type: "json" })
  look!: Look;

  @Field(() => Look, { nullable: true, description: "The look before the latest save of the appearance (its look, icon, logo, cover or CSS); null until one has been saved." })
  @Property({ type: "json", nullable: true })
  previous: SavedAppearance | null = null;

  @Field(() => String, { nullable: true, description: "The site's icon, made from an uploaded image: the stem of its files under /uploads/ (<stem>-32.png, -180.png, -192.png, -512.png and <stem>.ico); null for the built-in icon." })
  @Property({ type: "string", length: 100, nullable: true })
  favicon: string | null = null;

  @Field(() => String, { nullable: true, description: "The owner's own CSS, linked from every public page after the site's own (as /custom-<hash>.css); null for none." })
  @Property({ type: "text", nullable: true })
  customCss: string | null = null;

  @Field(() => AppearanceImage, { nullable: true, description: "The logo the public header shows in place of the site's name (its alt text); null for none." })
  @Property({ type: "json", nullable: true })
  logo: AppearanceImage | null = null;

  @Field(() => AppearanceImage, { nullable: true, description: "The picture at the top of the home page; null for none." })
  @Property({ type: "json", nullable: true })
  cover: AppearanceImage | null = null;
}
