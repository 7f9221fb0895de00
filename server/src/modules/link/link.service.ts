import type { EntityManager } from "@mikro-orm/postgresql";
import type { FilterQuery } from "@mikro-orm/core";
import { badInput } from "../../kernel/errors";
import { checkSid } from "../../kernel/paging";
import { optionalUrl, requireText } from "../../kernel/text-rules";
import { findRowOrFail, setRowFields } from "../../kernel/row-updates";
import { Link } from "./link.entity";

export interface LinkFields {
  name?: string;
  url?: string;
  logo?: string;
  sid?: number;
  isShow?: boolean;
}

/** A friend link must lead to a web page: an absolute http or https URL, nothing else. */
function webUrl(value: string, field: string): string {
  const url = optionalUrl(value, field);
  if (!url) throw badInput(`${field} must not be blank`, field);
  if (!/^https?:\/\//i.test(url)) throw badInput(`${field} must be an http or https address`, field);
  return url;
}

function cleanLink(input: LinkFields) {
  if (input.sid !== undefined && input.sid !== null) checkSid(input.sid);
  const fields = {
    name: requireText(input.name ?? undefined, "name", 100),
    url: input.url === undefined || input.url === null ? undefined : webUrl(input.url, "url"),
    logo: optionalUrl(input.logo ?? undefined, "logo"),
    sid: input.sid ?? undefined,
    isShow: input.isShow ?? undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<Link>;
}

/** Visitors get shown links; signed-in users get all of them (the back-office table). */
export function listLinks(em: EntityManager, signedIn: boolean): Promise<Link[]> {
  const where: FilterQuery<Link> = signedIn ? {} : { isShow: true };
  return em.find(Link, where, { orderBy: { sid: "asc", id: "asc" } });
}

export async function createLink(em: EntityManager, input: LinkFields & { name: string; url: string }): Promise<Link> {
  const fields = cleanLink(input);
  const link = em.create(Link, fields as Link);
  await em.flush();
  return link;
}

export async function updateLink(em: EntityManager, id: number, input: LinkFields): Promise<Link> {
  const fields = cleanLink(input);
  if (Object.keys(fields).length === 0) throw badInput("Give at least one field to change.");
  const link = await findRowOrFail(em, Link, "Link", id);
  em.assign(link, fields);
  await em.flush();
  return link;
}

export async function deleteLink(em: EntityManager, id: number): Promise<number> {
  const link = await findRowOrFail(em, Link, "Link", id);
  em.remove(link);
  await em.flush();
  return id;
}

export const setLinkFields = (em: EntityManager, id: number, changes: Parameters<typeof setRowFields>[4]) =>
  setRowFields(em, Link, "Link", id, changes);
