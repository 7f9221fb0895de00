/** Largest GraphQL Int: a larger id could not exist and would only earn a validation error. */
const MAX_ID = 2_147_483_647;

/** The id from `/detail?id=…`, or null when it cannot name an article. */
export function parseArticleId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id >= 1 && id <= MAX_ID ? id : null;
}
