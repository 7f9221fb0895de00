/**
 * The legacy answer shapes. Each entity's GraphQL selection sits next to the function that turns it into
 * the contract's snake_case row, and next to the legacy names it may be sorted by, so a field is renamed in
 * exactly one place.
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** `YYYY-MM-DD HH:mm:ss` in the server's time zone, as the older back end printed its DATETIME columns. */
export function legacyTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Flags travel as numbers 1/0. */
export const flag = (value: boolean) => (value ? 1 : 0);

/** Legacy `field` values a list may be sorted by, mapped to the GraphQL sort enum. */
export type SortFields = Readonly<Record<string, string>>;

interface Flags {
  isShow: boolean;
  isSelect: boolean;
}

export const SENTENCE = {
  fields: "id sid cn en isShow isSelect",
  sort: { id: "ID", sid: "SID" } as SortFields,
  row: (s: Flags & { id: number; sid: number; cn: string; en: string }) => ({
    id: s.id, sid: s.sid, cn: s.cn, en: s.en, is_show: flag(s.isShow), is_select: flag(s.isSelect),
  }),
};

export const ARTICLE = {
  fields: "id sid title subtitle summary cover createTime hits isShow isSelect",
  sort: { id: "ID", sid: "SID", hits: "HITS", create_time: "CREATE_TIME" } as SortFields,
  row: (a: Flags & { id: number; sid: number; title: string; subtitle: string; summary: string; cover: string; createTime: string; hits: number }) => ({
    id: a.id, sid: a.sid, title: a.title, subtitle: a.subtitle, summary: a.summary, cover: a.cover,
    create_time: legacyTime(a.createTime), hits: a.hits, is_show: flag(a.isShow), is_select: flag(a.isSelect),
  }),
};

export const DETAIL = {
  fields: "id title subtitle content createTime hits",
  row: (a: { id: number; title: string; subtitle: string; content: string; createTime: string; hits: number }) => ({
    id: a.id, title: a.title, subtitle: a.subtitle, content: a.content, create_time: legacyTime(a.createTime), hits: a.hits,
  }),
};

export const COLUMN = {
  fields: "id sid name isShow isSelect",
  sort: { id: "ID", sid: "SID", name: "NAME" } as SortFields,
  row: (c: Flags & { id: number; sid: number; name: string }) => ({
    id: c.id, sid: c.sid, name: c.name, is_show: flag(c.isShow), is_select: flag(c.isSelect),
  }),
};

export const LINK = {
  fields: "id sid name url logo isShow isSelect",
  row: (l: Flags & { id: number; sid: number; name: string; url: string; logo: string }) => ({
    id: l.id, sid: l.sid, name: l.name, url: l.url, logo: l.logo, is_show: flag(l.isShow), is_select: flag(l.isSelect),
  }),
};

interface MessageFields {
  id: number;
  name: string;
  text: string;
  reply: string;
  createTime: string;
  replyTime: string | null;
}

/**
 * A guestbook message as the public list shows it: only approved ones are listed, so there is no flag, and
 * never the e-mail address. reply_time is null until the owner replies.
 */
export const MESSAGE = {
  fields: "id name text reply createTime replyTime",
  row: (m: MessageFields) => ({
    id: m.id, name: m.name, text: m.text, reply: m.reply,
    create_time: legacyTime(m.createTime), reply_time: m.replyTime ? legacyTime(m.replyTime) : null,
  }),
};

/** A message just posted or changed: the list fields and whether it is shown (a new one is not, yet). */
export const SAVED_MESSAGE = {
  fields: `${MESSAGE.fields} isShow`,
  row: (m: MessageFields & { isShow: boolean }) => ({ ...MESSAGE.row(m), is_show: flag(m.isShow) }),
};

/** role 1 is an administrator and role_auth 1 may edit; anything else is 0. Never a password or hash. */
export const USER = {
  fields: "id sid name role roleAuth isShow isSelect",
  sort: { id: "ID", sid: "SID", name: "NAME" } as SortFields,
  row: (u: Flags & { id: number; sid: number; name: string; role: string; roleAuth: string }) => ({
    id: u.id, sid: u.sid, name: u.name, role: u.role === "ADMIN" ? 1 : 0, role_auth: u.roleAuth === "EDIT" ? 1 : 0,
    is_show: flag(u.isShow), is_select: flag(u.isSelect),
  }),
};

/** The site info keeps its field names; the selection alone decides what is answered. */
export const SITE_INFO = {
  fields: "id title logo url description keywords author copyright record email",
  row: <T>(info: T) => info,
};

export const HOME_INFO = {
  fields: "today photo note",
  row: <T>(info: T) => info,
};

export const SYSTEM = {
  fields: "platform arch server ip rootDir databaseVersion uptime totalMemory currentMemory currentTime utcTime",
  row: (s: {
    platform: string; arch: string; server: string; ip: string; rootDir: string; databaseVersion: string;
    uptime: number; totalMemory: number; currentMemory: number; currentTime: string; utcTime: string;
  }) => ({
    platform: s.platform, arch: s.arch, server: s.server, ip: s.ip, rootDir: s.rootDir, mysqlVer: s.databaseVersion,
    uptime: s.uptime, totalMemory: s.totalMemory, currentMemory: s.currentMemory,
    currentTime: legacyTime(s.currentTime), UTCTime: s.utcTime,
  }),
};
