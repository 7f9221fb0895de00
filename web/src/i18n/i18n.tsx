import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createContext, use, useContext, useEffect, type ReactNode } from "react";
import { inLocale, LANGUAGE_TAG, type Locale } from "@shared/locales";
import { useServerRender } from "../lib/server-render";
import type adminEn from "./catalogs/admin.en.json";
import type serverEn from "./catalogs/server.en.json";
import type loginEn from "./catalogs/login.en.json";
import type publicEn from "./catalogs/public.en.json";

// Every message id is a key of an English catalog, so a misspelt id is a type error; the catalogs' own test
// holds the Chinese catalogs to the same keys and placeholders.
declare module "@lingui/core" {
  interface Register {
    messageIds: keyof typeof publicEn | keyof typeof adminEn | keyof typeof loginEn | keyof typeof serverEn;
  }
}

/**
 * One Lingui instance per locale, made once and never switched: a render in either language (two requests on
 * the server at once, or a page and the back-office) takes the instance of its own. The catalogs are ICU
 * messages compiled by the build (vite.config.ts), so the browser carries no message parser.
 */
const instances: Record<Locale, I18n> = {
  // Empty until the language's catalog arrives (below); LocaleProvider renders nothing in it before.
  en: setupI18n({ locale: "en", locales: LANGUAGE_TAG.en, messages: { en: {} } }),
  zh: setupI18n({ locale: "zh", locales: LANGUAGE_TAG.zh, messages: { zh: {} } }),
};

/**
 * The public interface's messages, a chunk per language: a page carries only its own language's. A page the
 * server rendered brings them in its served data (provideMessages); another language is loaded when a page in
 * it is first shown (a language switch), and LocaleProvider waits for it.
 */
const PUBLIC_CATALOGS: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import("./catalogs/public.en.json"),
  zh: () => import("./catalogs/public.zh.json"),
};
const publicCatalogs: Partial<Record<Locale, Messages>> = {};
const loading: Partial<Record<Locale, Promise<void>>> = {};

/** Languages whose messages came with a rendered page only in part: the shell's and that page's groups. */
const partial = new Set<Locale>();

/** Makes a language's public messages available; the same promise each time, so React can wait on it. */
export function loadMessages(locale: Locale): Promise<void> {
  return (loading[locale] ??= PUBLIC_CATALOGS[locale]().then((catalog) => provideMessages(locale, catalog.default as Messages)));
}

/**
 * A language's public messages as they arrived with the page: `part` when they are the shell's and that page's
 * only (what a rendered page carries), which is enough to hydrate it; completeMessages brings the rest.
 */
export function provideMessages(locale: Locale, messages: Messages, { part = false }: { part?: boolean } = {}): void {
  publicCatalogs[locale] = { ...publicCatalogs[locale], ...messages };
  instances[locale].load(locale, messages);
  loading[locale] ??= Promise.resolve();
  if (part) partial.add(locale);
  else partial.delete(locale);
}

/** The whole public catalog of each language that came in part, before the browser draws a page of its own. */
export async function completeMessages(): Promise<void> {
  await Promise.all(
    [...partial].map(async (locale) => {
      const catalog = await PUBLIC_CATALOGS[locale]();
      provideMessages(locale, catalog.default as Messages);
    }),
  );
}

/**
 * A language's public messages once loaded, those of the given groups only (the first part of an id): what a
 * server render sends with its page.
 */
export function publicMessages(locale: Locale, groups: ReadonlySet<string>): Messages {
  return Object.fromEntries(Object.entries(publicCatalogs[locale] ?? {}).filter(([id]) => groups.has(id.slice(0, id.indexOf(".")))));
}

/** A message function: `t("nav.home")`, `t("article.views", { count })`. */
export type Translate = I18n["_"];

/** Each language's message function, bound once. */
const translators = { en: instances.en.t.bind(instances.en), zh: instances.zh.t.bind(instances.zh) } satisfies Record<Locale, Translate>;

/** A language's message function outside React (a pure helper's test, say). */
export const translatorFor = (locale: Locale): Translate => translators[locale];

/** Adds an area's catalogs (the back-office's, loaded with its code) to both languages. */
export function addCatalogs(catalogs: Record<Locale, Messages>): void {
  for (const locale of Object.keys(instances) as Locale[]) addMessages(locale, catalogs[locale]);
}

/** Adds messages to one language (an area's catalog loaded when first needed). */
export function addMessages(locale: Locale, messages: Messages): void {
  instances[locale].load(locale, messages);
}

export interface LocaleState {
  locale: Locale;
  /** Whether the address names the locale (/zh/…); unprefixed pages speak the site's default language. */
  prefixed: boolean;
}

const LocaleContext = createContext<LocaleState>({ locale: "en", prefixed: false });

/** The interface language below: its messages, its formats, and `<html lang>`. */
export function LocaleProvider({ locale, prefixed = false, children }: { locale: Locale; prefixed?: boolean; children: ReactNode }) {
  // A language not shown before: its messages are loaded first (within a navigation, the page shown stays meanwhile).
  if (!publicCatalogs[locale]) use(loadMessages(locale));
  const server = useServerRender();
  // The innermost provider renders last, so the page's own language is what the server writes in <html lang>;
  // each language rendered sends its messages with the page.
  if (server) {
    server.lang = LANGUAGE_TAG[locale];
    server.locales.add(locale);
  }
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAG[locale];
  }, [locale]);
  return (
    <LocaleContext.Provider value={{ locale, prefixed }}>
      <I18nProvider i18n={instances[locale]}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  return useContext(LocaleContext);
}

/**
 * The message function of the current language: `t("nav.home")`, `t("article.views", { count })`. Read from
 * the locale context rather than Lingui's, so a component rendered alone (a unit test) speaks English.
 */
export function useT(): Translate {
  return translators[useLocale().locale];
}

/** Makes a site path ("/about") point into the current language's pages: "/zh/about" under /zh/, else as is. */
export function useLocalePath(): (path: string) => string {
  const { locale, prefixed } = useLocale();
  return (path) => inLocale(path, prefixed ? locale : undefined);
}
