import type { ComponentType } from "react";
import type { AdminPageEntry } from "./admin-page-entry";

/**
 * Every back-office page, found by file name: each folder under features/admin/ declares its pages in
 * `*.admin.ts` (default export). Only those small entries are bundled here; the pages load lazily.
 */
const found = import.meta.glob<AdminPageEntry>("../*/*.admin.ts", { eager: true, import: "default" });

export const ADMIN_PAGES: readonly AdminPageEntry[] = Object.values(found);

/** The pages of one menu, in their order. */
export function menuPages(menu: "side" | "user"): (AdminPageEntry & { nav: NonNullable<AdminPageEntry["nav"]> })[] {
  return ADMIN_PAGES.filter((page): page is AdminPageEntry & { nav: NonNullable<AdminPageEntry["nav"]> } => page.nav?.menu === menu).sort(
    (a, b) => (a.nav.order ?? a.nav.index) - (b.nav.order ?? b.nav.index),
  );
}

/** A page's component as the router shows it: an administrator-only page behind its check (admin-only-page.tsx). */
export async function loadPage({ load, nav }: AdminPageEntry): Promise<ComponentType> {
  const Page = await load();
  if (!nav?.adminOnly) return Page;
  const { adminOnly } = await import("./admin-only-page");
  // The way back is the left nav's first page, the console.
  const [first] = menuPages("side");
  return adminOnly(Page, nav.label, { path: first.path, label: first.nav.label });
}
