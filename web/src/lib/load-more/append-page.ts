/** A page of a paged root field (`articles`, `homeArticles`, `dailySentences`, `messages`). */
export interface ListPage {
  total: number;
  items: readonly { id: number }[];
}

/**
 * A further page joined to the list shown so far, with the newest total. A row seen before stays where it was
 * first seen: a row can slip into the next page when the owner shows or reorders something between two
 * requests.
 */
export function appendPage<P extends ListPage>(shown: P, next: P): P {
  const seen = new Set(shown.items.map((item) => item.id));
  return { ...next, items: [...shown.items, ...next.items.filter((item) => !seen.has(item.id))] };
}
