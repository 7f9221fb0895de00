// What the public pages say in microformats2 (h-entry, h-feed, h-card) for IndieWeb readers, feed readers
// and the sites that receive our Webmentions. The classes go on the elements the page shows anyway; values a
// page does not show (an absolute address, the time of the last change) ride on empty <data> elements, which
// draw nothing.
import { LANGUAGE_TAG } from "@shared/locales";
import type { Language } from "../gql/shell/graphql";
import { useLocale } from "../i18n/i18n";
import { localeOfLanguage } from "../i18n/language";
import { servedOrigin } from "./served-page";
import { useServerRender } from "./server-render";
import { useSiteShell } from "./use-site-shell";

/** Makes a site path absolute with the site's address as the server knew it, so server and browser agree. */
export function useAbsoluteUrl(): (path: string) => string {
  const server = useServerRender();
  const origin = server ? server.origin : servedOrigin();
  return (path) => (path.startsWith("/") ? origin + path : path);
}

/**
 * The lang attributes for an article shown on a page in the other language (the page's language has no version
 * of it): the article's own on the entry, and the page's back on the words the site puts around it (date,
 * reading time, tags). Both undefined when the languages agree: `<html lang>` says it.
 */
export function useEntryLang(language: Language | undefined): { entry?: string; page?: string } {
  const { locale } = useLocale();
  if (!language || localeOfLanguage(language) === locale) return {};
  return { entry: LANGUAGE_TAG[localeOfLanguage(language)], page: LANGUAGE_TAG[locale] };
}

/** The site's author (else its title) with the home page's address, as an entry's or a feed's `p-author h-card`. */
export function AuthorCard() {
  const site = useSiteShell().data?.siteInfo;
  const absolute = useAbsoluteUrl();
  const name = site?.author || site?.title;
  if (!name) return null;
  return (
    <span className="p-author h-card">
      <data className="p-name" value={name} />
      <data className="u-url" value={absolute("/")} />
    </span>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** Whether a resume detail's value is an e-mail address. */
export const isEmailAddress = (value: string) => EMAIL.test(value);
/** Whether a resume detail's value is a web address. */
export const isWebAddress = (value: string) => WEB_ADDRESS.test(value);

/**
 * The owner's other identities, as `rel="me"` links: the site's contact e-mail and the e-mail and web addresses
 * among the resume's details, each once; an address on this site (`site`, its home page) names no other one.
 */
export function meLinks(site: string, email: string | undefined, details: readonly { value: string }[] = []): string[] {
  const ownOrigin = new URL(site).origin;
  const links = [email, ...details.map((detail) => detail.value)]
    .map((value) => value?.trim() ?? "")
    .flatMap((value) => (isEmailAddress(value) ? [`mailto:${value}`] : isWebAddress(value) && URL.canParse(value) && new URL(value).origin !== ownOrigin ? [value] : []));
  return [...new Set(links)];
}
