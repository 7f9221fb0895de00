import type { FieldFunctionOptions, FieldPolicy, Reference } from "@apollo/client";
import type { FieldNode } from "graphql";

/** A page of a paged root field as the cache keeps it: the rows are references to normalised objects. */
interface StoredPage {
  total: number;
  items: readonly Reference[];
}

/** Whether the operation asked for this field as a "load more" list: `articles(…) @connection(key: "loadMore")`. */
function isLoadMore(field: FieldNode | null): boolean {
  return (
    field?.directives?.some(
      (directive) =>
        directive.name.value === "connection" &&
        directive.arguments?.some((arg) => arg.name.value === "key" && arg.value.kind === "StringValue" && arg.value.value === "loadMore"),
    ) ?? false
  );
}

/**
 * The one cache policy of the paged root fields (`articles`, `dailySentences`, `messages`). A public "load
 * more" list marks its field `@connection(key: "loadMore")` (Apollo strips the directive before sending):
 * its pages, fetched with `fetchMore({ variables: { offset } })`, are kept as one list per set of filters —
 * offset 0 starts it again, a later page is appended, and a row seen before stays where it was first seen
 * (a row can slip into the next page when the owner shows or reorders something between two requests).
 * The back-office reads the same fields a page at a time behind a paginator, without the directive: each
 * offset and limit stays an entry of its own, as without a policy, so its pages are never joined.
 */
export function offsetPageList(): FieldPolicy<StoredPage> {
  return {
    keyArgs: (args, { field }) => {
      const names = Object.keys(args ?? {});
      return isLoadMore(field) ? names.filter((name) => name !== "offset" && name !== "limit") : names;
    },
    merge(existing: StoredPage | undefined, incoming: StoredPage, { args, field, readField }: FieldFunctionOptions) {
      const offset = typeof args?.offset === "number" ? args.offset : 0;
      if (!isLoadMore(field) || !existing || offset === 0) return incoming;
      const seen = new Set(existing.items.map((item) => readField<number>("id", item)));
      return { ...incoming, items: [...existing.items, ...incoming.items.filter((item) => !seen.has(readField<number>("id", item)))] };
    },
  };
}
