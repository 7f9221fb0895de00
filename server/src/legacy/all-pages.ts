import type { Page } from "../kernel/page-of";
import { MAX_PAGE_SIZE } from "../kernel/paging";
import type { Operation } from "../kernel/operation";
import type { RequestContext } from "../kernel/request-context";

/**
 * Runs a list operation page by page and answers every item: the legacy lists have no paging, while the
 * operations cap a page at MAX_PAGE_SIZE.
 */
export async function allPages<I extends { offset: number; limit: number }, T>(
  list: Operation<I, Page<T>>,
  ctx: RequestContext,
  input: Omit<I, "offset" | "limit">,
): Promise<T[]> {
  const items: T[] = [];
  for (;;) {
    const page = await list.run(ctx, { ...input, offset: items.length, limit: MAX_PAGE_SIZE } as I);
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}
