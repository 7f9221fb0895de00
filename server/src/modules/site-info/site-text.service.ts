import type { EntityManager } from "@mikro-orm/postgresql";
import { checkedLanguage, Language } from "../../kernel/language";
import { operation } from "../../kernel/operation";
import { EDIT, PUBLIC } from "../../kernel/permissions";
import { optionalText } from "../../kernel/text-rules";
import { SiteInfo } from "./site-info.entity";
import { SiteText } from "./site-text.entity";
import type { SiteTextInput } from "./site-text.inputs";

/** The site's texts in a language; empty ones (the site info's own stand) when none were written. */
export async function siteTextIn(em: EntityManager, language: Language): Promise<SiteText> {
  return (await em.findOne(SiteText, { language })) ?? Object.assign(new SiteText(), { id: 0, language });
}

/** The site info as pages in `language` show it: its title and description in that language where written. */
export function siteInfoIn(info: SiteInfo, text: SiteText): SiteInfo {
  if (!text.title && !text.description) return info;
  // A copy: the entity itself stays as stored, so nothing of this reaches the database.
  return Object.assign(Object.create(SiteInfo.prototype) as SiteInfo, info, {
    title: text.title || info.title,
    description: text.description || info.description,
  });
}

export const readSiteText = operation(PUBLIC, (ctx, { language }: { language: Language }) => siteTextIn(ctx.em, checkedLanguage(language)));

export const readSiteTexts = operation(PUBLIC, (ctx) => Promise.all(Object.values(Language).map((language) => siteTextIn(ctx.em, language))));

export const setSiteText = operation(
  EDIT,
  "Sets the site's title, description and the owner's note in one language; omitted fields stay as they are, and an empty one means the site info's own (or the home info's note).",
  async (ctx, { language, input }: { language: Language; input: SiteTextInput }) => {
    const changes = {
      title: optionalText(input.title ?? undefined, "title", 200),
      description: optionalText(input.description ?? undefined, "description", 1000),
      note: optionalText(input.note ?? undefined, "note", 2000),
    };
    const text = (await ctx.em.findOne(SiteText, { language: checkedLanguage(language) })) ?? ctx.em.create(SiteText, { language });
    ctx.em.assign(text, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
    await ctx.em.flush();
    return text;
  },
);
