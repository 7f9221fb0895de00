import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { badInput, nothingToChange } from "../../kernel/errors";
import { literalLike } from "../../kernel/like-pattern";
import { operation } from "../../kernel/operation";
import { EDIT, PUBLIC } from "../../kernel/permissions";
import { deleteRowOperation, findRowOrFail } from "../../kernel/row-updates";
import { checkedSlug, slugify } from "../../kernel/slug";
import { optionalText, requireText } from "../../kernel/text-rules";
import { Tag, TAG_DESCRIPTION_MAX_LENGTH, TAG_NAME_MAX_LENGTH } from "./tag.entity";
import type { CreateTagInput, UpdateTagInput } from "./tag.inputs";

type TagFields = Partial<Pick<Tag, "name" | "slug" | "description">>;

/** The fields as given, checked and trimmed; a new tag without a slug gets one from its name. */
function cleanTag(input: Partial<CreateTagInput>, creating: boolean): TagFields {
  const name = requireText(input.name ?? undefined, "name", TAG_NAME_MAX_LENGTH);
  const fields: TagFields = {
    name,
    slug: input.slug === undefined || input.slug === null ? undefined : checkedSlug(input.slug),
    description: optionalText(input.description ?? undefined, "description", TAG_DESCRIPTION_MAX_LENGTH),
  };
  if (creating && fields.slug === undefined) {
    fields.slug = slugify(name ?? "");
    if (!fields.slug) throw badInput("name has no letter or digit to make a slug from: give a slug", "slug", { id: "tag.noSlug" });
  }
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** Names are unique whatever the letter case, slugs exactly; a clash is refused naming the other tag. */
async function refuseClashes(em: EntityManager, fields: TagFields, exceptId?: number): Promise<void> {
  const others = (where: object) => em.findOne(Tag, { ...where, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
  if (fields.name !== undefined) {
    const clash = await others({ name: { $ilike: literalLike(fields.name) } });
    if (clash) throw badInput(`A tag named "${clash.name}" already exists.`, "name", { id: "tag.nameTaken", values: { name: clash.name } });
  }
  if (fields.slug !== undefined) {
    const clash = await others({ slug: fields.slug });
    if (clash) throw badInput(`The slug "${fields.slug}" already belongs to the tag "${clash.name}".`, "slug", { id: "slug.takenByTag", values: { slug: fields.slug!, name: clash.name } });
  }
}

/** Writes, turning the constraint's refusal (the same name or slug saved at the same moment) into a clear one. */
async function flushTag(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw badInput("Another tag with this name or slug was just saved.", undefined, { id: "tag.justTaken" });
    throw error;
  }
}

async function saveNewTag(em: EntityManager, input: CreateTagInput): Promise<Tag> {
  const fields = cleanTag(input, true);
  await refuseClashes(em, fields);
  const tag = em.create(Tag, fields as Tag);
  await flushTag(em);
  return tag;
}

async function saveTagChanges(em: EntityManager, id: number, input: UpdateTagInput): Promise<Tag> {
  const fields = cleanTag(input, false);
  if (Object.keys(fields).length === 0) throw nothingToChange();
  const tag = await findRowOrFail(em, Tag, "Tag", id);
  await refuseClashes(em, fields, id);
  em.assign(tag, fields);
  await flushTag(em);
  return tag;
}

// The use cases GraphQL (and any later caller) runs; each says once who may call it.

/** Every tag, by name. */
export const listTags = operation(PUBLIC, (ctx) => ctx.em.find(Tag, {}, { orderBy: { name: "asc", id: "asc" } }));

/** The tag with this slug, or null. */
export const tagBySlug = operation(PUBLIC, (ctx, { slug }: { slug: string }) => ctx.em.findOne(Tag, { slug: slug.trim() }));

export const createTag = operation(EDIT, "Adds a tag.", (ctx, { input }: { input: CreateTagInput }) => saveNewTag(ctx.em, input));

export const updateTag = operation(EDIT, "Renames a tag or changes its slug or description.", (ctx, { id, input }: { id: number; input: UpdateTagInput }) => saveTagChanges(ctx.em, id, input));

export const deleteTag = deleteRowOperation(EDIT, Tag, "Tag");
