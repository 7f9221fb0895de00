import type { Locale } from "@shared/locales";
import type { Language } from "../gql/article/graphql";
import { useLocale } from "./i18n";

/** The API's Language (ZH, EN) for an address's locale. */
export const languageOf = (locale: Locale): Language => (locale === "zh" ? "ZH" : "EN");

/** An address's locale for the API's Language. */
export const localeOfLanguage = (language: Language): Locale => (language === "ZH" ? "zh" : "en");

/** The page's language as the API names it: lists ask for each article in it. */
export function usePageLanguage(): Language {
  return languageOf(useLocale().locale);
}
