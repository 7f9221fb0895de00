import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput } from "../../kernel/errors";
import { Language, localeOf } from "../../kernel/language";
import { operation } from "../../kernel/operation";
import { ADMIN, PUBLIC } from "../../kernel/permissions";
import { inLocale, type Locale } from "../../shared/locales";
import { Article } from "../article/article.entity";
import { articleIdOf } from "../article/article-versions";
import { visibleToVisitors } from "../article/article-visibility";
import { articlePath } from "../article/article-slug";
import { currentSiteInfo } from "../site-info/site-info.service";
import { Tag } from "../tag/tag.entity";
import { tagPath } from "../tag/tag-path";
import { Menu, MenuItem, MenuItemKind, type MenuLink, MenuPage, MenuPlace, MenuRow, type SiteMenus } from "./menus.entity";
import type { MenuItemInput } from "./menus.inputs";

export const MENU_LIMITS = { items: 30, label: 60, url: 500 };

const PAGE_PATHS: Record<MenuPage, string> = { HOME: "/", ABOUT: "/about", GUESTBOOK: "/guestbook" };

const page = (target: MenuPage, labelZh: string, labelEn: string): MenuItem => ({ kind: MenuItemKind.PAGE, page: target, labelZh, labelEn, children: [] });

/** What a site shows until the owner saves a menu: the header's and footer's fixed links of before. */
export const DEFAULT_MENUS: Record<MenuPlace, MenuItem[]> = {
  HEADER: [page(MenuPage.HOME, "首页", "Home"), page(MenuPage.ABOUT, "关于", "About"), page(MenuPage.GUESTBOOK, "留言板", "Guestbook")],
  FOOTER: [page(MenuPage.HOME, "首页", "Home"), page(MenuPage.ABOUT, "关于", "About"), page(MenuPage.GUESTBOOK, "留言板", "Guestbook")],
};

const rowId = (place: MenuPlace) => place.toLowerCase();

/** Each menu as saved, or its default until one is. */
async function savedMenus(em: EntityManager): Promise<Record<MenuPlace, MenuItem[]>> {
  const rows = await em.find(MenuRow, {});
  const itemsOf = (place: MenuPlace) => rows.find((row) => row.id === rowId(place))?.items ?? DEFAULT_MENUS[place];
  return { HEADER: itemsOf(MenuPlace.HEADER), FOOTER: itemsOf(MenuPlace.FOOTER) };
}

/** "2.1 (“About”)": an item as a refusal names it, by its place in the list (1-based) and its label where it has one. */
function itemName(position: string, input: MenuItemInput): string {
  const label = (input.labelEn ?? "").trim() || (input.labelZh ?? "").trim();
  return label ? `${position} (“${[...label].slice(0, 20).join("")}”)` : position;
}

/** A refusal about one item: its message names the item, and `field` its place in the input (items.1.children.0), for a form to show it there. */
const itemRefusal = (field: string, item: string, rule: string, english: string, values: Record<string, string | number> = {}) =>
  badInput(`Menu item ${item}: ${english}`, field, { id: `menus.${rule}`, values: { item, ...values } });

function checkedLabel(value: string | null | undefined, field: string, item: string): string {
  const label = (value ?? "").trim().replace(/\s+/g, " ");
  if ([...label].length > MENU_LIMITS.label) throw itemRefusal(field, item, "labelTooLong", `a label can be at most ${MENU_LIMITS.label} characters.`, { max: MENU_LIMITS.label });
  return label;
}

function checkedUrl(value: string | null | undefined, field: string, item: string): string {
  const url = (value ?? "").trim();
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !["http:", "https:"].includes(parsed.protocol) || /\s/.test(url) || url.length > MENU_LIMITS.url) {
    throw itemRefusal(field, item, "badAddress", "the address must start with http:// or https:// (at most 500 characters).");
  }
  return url;
}

/**
 * A whole menu, checked: at most two levels and 30 items, each with a label (at most 60 characters) in at
 * least one language and a target that exists. The first fault is refused, naming its item; nothing is saved.
 */
async function checkedMenu(em: EntityManager, inputs: MenuItemInput[]): Promise<MenuItem[]> {
  const count = inputs.reduce((sum, input) => sum + 1 + (input.children?.length ?? 0), 0);
  if (count > MENU_LIMITS.items) throw badInput(`A menu can have at most ${MENU_LIMITS.items} items, counting those under others; this one has ${count}.`, "items", { id: "menus.tooMany", values: { max: MENU_LIMITS.items, count } });

  const checkItem = async (input: MenuItemInput, field: string, position: string, depth: number): Promise<MenuItem> => {
    const item = itemName(position, input);
    const labelZh = checkedLabel(input.labelZh, field, item);
    const labelEn = checkedLabel(input.labelEn, field, item);
    if (!labelZh && !labelEn) throw itemRefusal(field, item, "labelMissing", "write its label in at least one language.");
    if (depth > 0 && input.children?.length) throw itemRefusal(field, item, "tooDeep", "an item under another cannot have items of its own; a menu has two levels.");
    const saved: MenuItem = { kind: input.kind, labelZh, labelEn, children: [] };
    switch (input.kind) {
      case MenuItemKind.PAGE:
        if (!input.page || !(input.page in PAGE_PATHS)) throw itemRefusal(field, item, "noPage", "pick the page it leads to.");
        saved.page = input.page;
        break;
      case MenuItemKind.ARTICLE: {
        if (!input.articleId) throw itemRefusal(field, item, "pickArticle", "pick the article it leads to.");
        const article = await em.findOne(Article, input.articleId);
        if (!article) throw itemRefusal(field, item, "noArticle", `there is no article ${input.articleId}.`, { id: input.articleId });
        saved.articleId = articleIdOf(article);
        break;
      }
      case MenuItemKind.TAG: {
        const slug = (input.tagSlug ?? "").trim();
        if (!slug) throw itemRefusal(field, item, "pickTag", "pick the tag it leads to.");
        if (!(await em.findOne(Tag, { slug }))) throw itemRefusal(field, item, "noTag", `there is no tag “${slug}”.`, { slug });
        saved.tagSlug = slug;
        break;
      }
      case MenuItemKind.ADDRESS:
        saved.url = checkedUrl(input.url, field, item);
        break;
      default:
        throw itemRefusal(field, item, "noKind", "pick what it leads to.");
    }
    const children = input.children ?? [];
    for (const [index, child] of children.entries()) saved.children.push(await checkItem(child, `${field}.children.${index}`, `${position}.${index + 1}`, depth + 1));
    return saved;
  };

  const items: MenuItem[] = [];
  for (const [index, input] of inputs.entries()) items.push(await checkItem(input, `items.${index}`, String(index + 1), 0));
  return items;
}

/**
 * The menus for visitors in `language` (the site's default when none, with unprefixed paths): each label in
 * that language or else the other, each target as a path. An article leads to its version in the language
 * (or its other one) at its current permalink; an item whose article is no longer public, or whose tag is gone,
 * is left out, and a parent of such kept as a heading without a link.
 */
export async function siteMenusIn(em: EntityManager, language: Language | null | undefined): Promise<SiteMenus> {
  const menus = await savedMenus(em);
  const labelLanguage = language ?? (await currentSiteInfo(em)).language;
  const prefix: Locale | undefined = language ? localeOf(language) : undefined;
  const all = [...menus.HEADER, ...menus.FOOTER].flatMap((item) => [item, ...item.children]);

  const articleIds = [...new Set(all.flatMap((item) => (item.kind === MenuItemKind.ARTICLE && item.articleId ? [item.articleId] : [])))];
  const versions = articleIds.length
    ? await em.find(Article, { $and: [{ $or: [{ id: { $in: articleIds } }, { translationOf: { $in: articleIds } }] }, visibleToVisitors()] })
    : [];
  const articleSlug = (id: number) => {
    const shown = versions.filter((version) => articleIdOf(version) === id);
    return (shown.find((version) => version.language === labelLanguage) ?? shown[0])?.slug;
  };
  const tagSlugs = [...new Set(all.flatMap((item) => (item.kind === MenuItemKind.TAG && item.tagSlug ? [item.tagSlug] : [])))];
  const tags = new Set(tagSlugs.length ? (await em.find(Tag, { slug: { $in: tagSlugs } })).map((tag) => tag.slug) : []);

  const targetOf = (item: MenuItem): { path: string; external: boolean } | null => {
    switch (item.kind) {
      case MenuItemKind.PAGE:
        return item.page ? { path: inLocale(PAGE_PATHS[item.page], prefix), external: false } : null;
      case MenuItemKind.ARTICLE: {
        const slug = item.articleId ? articleSlug(item.articleId) : undefined;
        return slug ? { path: inLocale(articlePath({ slug }), prefix), external: false } : null;
      }
      case MenuItemKind.TAG:
        return item.tagSlug && tags.has(item.tagSlug) ? { path: inLocale(tagPath({ slug: item.tagSlug }), prefix), external: false } : null;
      case MenuItemKind.ADDRESS:
        return item.url ? { path: item.url, external: true } : null;
      default:
        return null;
    }
  };
  const resolve = (item: MenuItem): MenuLink[] => {
    const target = targetOf(item);
    const children = item.children.flatMap(resolve);
    if (!target && !children.length) return [];
    const label = (labelLanguage === Language.ZH ? item.labelZh || item.labelEn : item.labelEn || item.labelZh) ?? "";
    return [{ label, path: target?.path ?? null, external: target?.external ?? false, children }];
  };
  return { header: menus.HEADER.flatMap(resolve), footer: menus.FOOTER.flatMap(resolve) };
}

export const readSiteMenus = operation(PUBLIC, "The site's header and footer menus as a public page in one language shows them.", ({ em }, { language }: { language?: Language | null }) =>
  siteMenusIn(em, language),
);

export const readMenus = operation(ADMIN, "The site's menus as the owner wrote them, header first.", async ({ em }): Promise<Menu[]> => {
  const menus = await savedMenus(em);
  return [MenuPlace.HEADER, MenuPlace.FOOTER].map((place) => ({ place, items: menus[place] }));
});

export const saveMenu = operation(ADMIN, "Saves a whole menu at once, replacing the one before.", async ({ em }, { place, items }: { place: MenuPlace; items: MenuItemInput[] }): Promise<Menu> => {
  if (!Object.values(MenuPlace).includes(place)) throw badInput("place must be HEADER or FOOTER", "place", { id: "menus.place" });
  const checked = await checkedMenu(em, items);
  const row = (await em.findOne(MenuRow, rowId(place))) ?? em.create(MenuRow, { id: rowId(place), items: checked });
  row.items = checked;
  await em.flush();
  return { place, items: checked };
});
