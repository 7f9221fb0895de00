import { SiteShellDocument } from "../gql/shell/graphql";
import { useLocale } from "../i18n/i18n";
import { languageOf } from "../i18n/language";
import { useQuery } from "@apollo/client/react";

/**
 * The site's identity as the page's language shows it: under /zh/ and /en/ its title and description in that
 * language where the owner wrote them (siteText), on unprefixed pages the site info's own. One query for the
 * header, the footer and the head, asked the same way by each so they share its answer.
 */
export function useSiteShell() {
  const { locale, prefixed } = useLocale();
  return useQuery(SiteShellDocument, prefixed ? { variables: { language: languageOf(locale) } } : undefined);
}
