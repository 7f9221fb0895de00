/** Helpers for the legacy answer shapes; each module's rows are shaped with them (`modules/<name>.ts`). */

const pad = (n: number) => String(n).padStart(2, "0");

/** `YYYY-MM-DD HH:mm:ss` in the server's time zone, as the older back end printed its DATETIME columns. */
export function legacyTime(time: Date | string): string {
  const d = new Date(time);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Flags travel as numbers 1/0. */
export const flag = (value: boolean) => (value ? 1 : 0);

/** The show and tick flags every back-office row carries, as the legacy rows name them. */
export const rowFlags = (row: { isShow: boolean; isSelect: boolean }) => ({ is_show: flag(row.isShow), is_select: flag(row.isSelect) });
