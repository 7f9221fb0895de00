import type { Translate } from "../../../i18n/admin";

/** Seconds since start as people say it: "3 days 4 hours 12 minutes"; zero parts are left out. */
export function formatUptime(seconds: number, t: Translate): string {
  const minutesTotal = Math.floor(seconds / 60);
  if (minutesTotal < 1) return t("admin.console.uptime.underMinute");
  const days = Math.floor(minutesTotal / 1440);
  const hours = Math.floor((minutesTotal % 1440) / 60);
  const minutes = minutesTotal % 60;
  return [
    days > 0 ? t("admin.console.uptime.days", { count: days }) : "",
    hours > 0 ? t("admin.console.uptime.hours", { count: hours }) : "",
    minutes > 0 ? t("admin.console.uptime.minutes", { count: minutes }) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

const MB = 1024 ** 2;
const GB = 1024 ** 3;

/** Bytes in the unit that reads best: "15.6 GB", "512 MB". */
export function formatMemory(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(1)} GB`;
  return `${Math.round(bytes / MB)} MB`;
}
