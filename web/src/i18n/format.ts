import { LANGUAGE_TAG } from "@shared/locales";
import { servedPage } from "../lib/served-page";
import { useLocale } from "./i18n";

export interface Formats {
  /** A day: "Nov 26, 2026" in English, "2026年11月26日" in Chinese; "" for a date that is not one. */
  date(iso: string): string;
  /** A day and a time to the minute. */
  dateTime(iso: string): string;
  /** A time of day to the minute: "10:05 AM" in English, "10:05" in Chinese. */
  time(iso: string): string;
  /** A count: "12,345" in either language. */
  number(value: number): string;
}

const formats = new Map<string, Formats>();

/** The zone if this browser's time-zone data knows it (one named since would throw), else the browser's own. */
function knownZone(timeZone: string | undefined): string | undefined {
  try {
    return new Intl.DateTimeFormat(undefined, { timeZone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function formatsFor(tag: string, siteZone: string | undefined): Formats {
  const timeZone = knownZone(siteZone);
  const day = new Intl.DateTimeFormat(tag, { year: "numeric", month: "short", day: "numeric", timeZone });
  const minute = new Intl.DateTimeFormat(tag, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone });
  const clock = new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", timeZone });
  const count = new Intl.NumberFormat(tag);
  const valid = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? undefined : date;
  };
  return {
    date: (iso) => {
      const date = valid(iso);
      return date ? day.format(date) : "";
    },
    dateTime: (iso) => {
      const date = valid(iso);
      return date ? minute.format(date) : "";
    },
    time: (iso) => {
      const date = valid(iso);
      return date ? clock.format(date) : "";
    },
    number: (value) => count.format(value),
  };
}

/**
 * Dates and numbers in the current language's conventions (Intl formatters, made once per language). Dates are
 * in the site's time zone when the server rendered the page (it says which), as the server drew them: a page
 * that drew another day than the server's would not hydrate. The server's render and the pages the browser
 * renders alone (the back-office) use the zone they run in.
 */
export function useFormat(): Formats {
  const tag = LANGUAGE_TAG[useLocale().locale];
  const timeZone = servedPage()?.timeZone;
  const key = `${tag} ${timeZone ?? ""}`;
  let found = formats.get(key);
  if (!found) formats.set(key, (found = formatsFor(tag, timeZone)));
  return found;
}
