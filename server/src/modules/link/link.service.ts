import type { EntityManager } from "@mikro-orm/postgresql";
import type { FilterQuery } from "@mikro-orm/core";
import { badInput, nothingToChange } from "../../kernel/errors";
import { checkSid } from "../../kernel/paging";
import { blank, optionalUrl, requireText } from "../../kernel/text-rules";
import { deleteRowOperation, findRowOrFail, rowFieldsOperation } from "../../kernel/row-updates";
import { operation } from "../../kernel/operation";
import { EDIT, PUBLIC } from "../../kernel/permissions";
import { Link } from "./link.entity";
import type { CreateLinkInput, UpdateLinkInput } from "./link.inputs";

type LinkFields = Partial<CreateLinkInput>;

/** A friend link must lead to a web page: an absolute http or https URL, nothing else. */
function webUrl(value: string, field: string): string {
  const url = optionalUrl(value, field);
  if (!url) throw blank(field);
  if (!/^https?:\/\//i.test(url)) throw badInput(`${field} must be an http or https address`, field, { id: "link.httpOnly", values: { field } });
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

async function saveNewLink(em: EntityManager, input: CreateLinkInput): Promise<Link> {
  const fields = cleanLink(input);
  const link = em.create(Link, fields as Link);
  await em.flush();
  return link;
}

async function saveLinkChanges(em: EntityManager, id: number, input: UpdateLinkInput): Promise<Link> {
  const fields = cleanLink(input);
  if (Object.keys(fields).length === 0) throw nothingToChange();
  const link = await findRowOrFail(em, Link, "Link", id);
  em.assign(link, fields);
  await em.flush();
  return link;
}

// The use cases GraphQL and the legacy /api shim both run; each says once who may call it.

/** Visitors get shown links; signed-in users get all of them (the back-office table). */
export const listLinks = operation(PUBLIC, (ctx) => {
  const where: FilterQuery<Link> = ctx.user ? {} : { isShow: true };
  return ctx.em.find(Link, where, { orderBy: { sid: "asc", id: "asc" } });
});

/** Shows or hides a link, ticks it, or sets its sort order. */
export const setLinkFields = rowFieldsOperation(EDIT, Link, "Link");

export const createLink = operation(EDIT, "Adds a friend link.", (ctx, { input }: { input: CreateLinkInput }) => saveNewLink(ctx.em, input));

export const updateLink = operation(EDIT, "Changes a friend link's name, address or logo.", (ctx, { id, input }: { id: number; input: UpdateLinkInput }) => saveLinkChanges(ctx.em, id, input));

export const deleteLink = deleteRowOperation(EDIT, Link, "Link");
