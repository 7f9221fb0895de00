/** One day of the chart: its date (YYYY-MM-DD, the server's day) and its article views. */
export interface DayViews {
  day: string;
  views: number;
}

/** The busiest day, the earliest of equals; undefined when no day had a view. */
export function busiestDay(days: readonly DayViews[]): DayViews | undefined {
  return days.reduce<DayViews | undefined>((best, day) => (day.views > (best?.views ?? 0) ? day : best), undefined);
}

import type { Translate } from "../../../i18n/admin";

/**
 * The chart in one sentence, for the SVG's aria-label: what a sighted reader takes from the bars (the total,
 * the busiest day, today) without going through thirty numbers; the table beside it has them all.
 */
export function describeViews(days: readonly DayViews[], t: Translate): string {
  const title = t("admin.console.chart.title", { count: days.length });
  const total = days.reduce((sum, day) => sum + day.views, 0);
  if (total === 0) return t("admin.console.chart.none", { title });
  const busiest = busiestDay(days)!;
  const today = days.at(-1)!;
  return t("admin.console.chart.summary", { title, total, day: busiest.day, most: busiest.views, today: today.views });
}

/** The top of the scale: the busiest day's views rounded up to 1, 2 or 5 times a power of ten, so the axis reads evenly. */
export function scaleTop(most: number): number {
  if (most <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(most));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= most)!;
}

/**
 * The days that get a date under the axis: the first, one a week after it, and today. Enough to place any
 * bar by eye, and few enough that they never crowd at a phone's width.
 */
export function labelledDays(count: number): number[] {
  const indexes: number[] = [];
  for (let i = 0; i < count - 3; i += 7) indexes.push(i);
  if (count > 0) indexes.push(count - 1);
  return indexes;
}
