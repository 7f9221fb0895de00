import { Link, useLocation } from "react-router-dom";
import { inLocale, LANGUAGE_TAG, LOCALE_NAME, otherLocale } from "@shared/locales";
import { useLocale, useT } from "../i18n/i18n";

/** A year: the choice outlasts the visit, and the site's unprefixed addresses follow it (server/src/http/first-visit-language.ts). */
const CHOICE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The same page in the other language: its address under the other prefix (/zh/about ⇄ /en/about), named in
 * that language, so a reader who does not know this one still finds it. Following it remembers the choice.
 */
export function LanguageSwitch() {
  const { locale } = useLocale();
  const location = useLocation();
  const t = useT();
  const other = otherLocale(locale);
  return (
    <Link
      className="language-switch"
      to={inLocale(location.pathname, other) + location.search}
      lang={LANGUAGE_TAG[other]}
      hrefLang={LANGUAGE_TAG[other]}
      title={t("language.switchTo", { language: LOCALE_NAME[other] })}
      onClick={() => {
        document.cookie = `lang=${other}; path=/; max-age=${CHOICE_SECONDS}; samesite=lax`;
      }}
    >
      {LOCALE_NAME[other]}
    </Link>
  );
}
