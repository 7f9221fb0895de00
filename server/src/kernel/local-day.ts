const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A day in the server's time zone, as YYYY-MM-DD: the day counters (home visits, article views) file a view
 * under the day the site's owner lives in, and the dashboard reads them back by the same days.
 */
export function localDay(date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The `count` days ending with today's, oldest first, in the server's time zone (a day with a clock change is still one day). */
export function lastDays(count: number, today = new Date()): string[] {
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (count - 1 - i));
    return localDay(day);
  });
}
