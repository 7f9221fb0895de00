import type { Locale } from "../shared/locales";
import { describedEnum, type EnumValue } from "./described-enum";
import { badInput } from "./errors";

/**
 * The languages the site speaks: its interface, its pages' addresses (/zh/…, /en/…) and, later, its articles'
 * versions. GraphQL names them ZH and EN; addresses, hreflang and catalogs use the lower-case codes.
 */
export const Language = describedEnum("Language", "A language the site is written in.", {
  ZH: "Chinese (simplified), zh-CN; its pages live under /zh/.",
  EN: "English; its pages live under /en/.",
});
export type Language = EnumValue<typeof Language>;

/** The language, or BAD_USER_INPUT for anything else (a caller that skips GraphQL's own enum check). */
export function checkedLanguage(language: Language): Language {
  if (!Object.values(Language).includes(language)) throw badInput("language must be ZH or EN", "language", { id: "language.rule" });
  return language;
}

/** A stored language as addresses and catalogs name it: ZH → "zh". */
export const localeOf = (language: Language): Locale => (language === Language.ZH ? "zh" : "en");

/** An address's language as stored: "zh" → ZH. */
export const languageOf = (locale: Locale): Language => (locale === "zh" ? Language.ZH : Language.EN);

/** Han characters, the mark of Chinese text (the article translations migration used the same rule). */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]/;

/** The language a text is most likely written in, for rows that come without one (imports, the demo data). */
export const languageOfText = (text: string): Language => (HAN.test(text) ? Language.ZH : Language.EN);
