const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** Seconds since start as people say it: "3 days 4 hours 12 minutes"; zero parts are left out. */
export function formatUptime(seconds: number): string {
  const minutesTotal = Math.floor(seconds / 60);
  if (minutesTotal < 1) return "less than a minute";
  const days = Math.floor(minutesTotal / 1440);
  const hours = Math.floor((minutesTotal % 1440) / 60);
  const minutes = minutesTotal % 60;
  return [
    days > 0 ? plural(days, "day") : "",
    hours > 0 ? plural(hours, "hour") : "",
    minutes > 0 ? plural(minutes, "minute") : "",
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
