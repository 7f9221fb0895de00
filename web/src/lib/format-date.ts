const pad = (value: number) => String(value).padStart(2, "0");

/** "2024-03-02" in the visitor's time zone: short, unambiguous in every language. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
