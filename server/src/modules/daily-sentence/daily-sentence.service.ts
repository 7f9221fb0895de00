import type { EntityManager } from "@mikro-orm/postgresql";
import type { FilterQuery } from "@mikro-orm/core";
import { badInput } from "../../kernel/errors";
import { checkPage, checkSid, orderBy } from "../../kernel/paging";
import { ColumnKind } from "../column/column.entity";
import { columnOfKind } from "../column/column.service";
import { requireText } from "../../kernel/text-rules";
import { findRowOrFail, setRowFields } from "../../kernel/row-updates";
import { DailySentence } from "./daily-sentence.entity";
import type { CreateDailySentenceInput, DailySentenceListArgs, UpdateDailySentenceInput } from "./daily-sentence.inputs";
import { findPage } from "../../kernel/find-page";

export const SENTENCE_MAX_LENGTH = 1000;

export async function listDailySentences(em: EntityManager, args: DailySentenceListArgs) {
  checkPage(args);
  const where: FilterQuery<DailySentence> = {};
  if (!args.includeHidden) where.isShow = true;
  if (args.columnId !== undefined) where.column = args.columnId;
  const [items, total] = await findPage(em, DailySentence, where, {
    orderBy: orderBy(args.orderBy, args.direction),
    offset: args.offset,
    limit: args.limit,
  });
  return { items, total };
}

export const setDailySentenceFields = (em: EntityManager, id: number, changes: Parameters<typeof setRowFields>[4]) =>
  setRowFields(em, DailySentence, "Daily sentence", id, changes);

export function cleanSentenceText(input: UpdateDailySentenceInput) {
  const changes = {
    cn: requireText(input.cn, "cn", SENTENCE_MAX_LENGTH),
    en: requireText(input.en, "en", SENTENCE_MAX_LENGTH),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

export async function updateDailySentence(em: EntityManager, id: number, input: UpdateDailySentenceInput) {
  const changes = cleanSentenceText(input);
  if (Object.keys(changes).length === 0) throw badInput("Give at least one field to change.");
  const sentence = await findRowOrFail(em, DailySentence, "Daily sentence", id);
  em.assign(sentence, changes);
  await em.flush();
  return sentence;
}

export async function createDailySentence(em: EntityManager, input: CreateDailySentenceInput) {
  const cn = requireText(input.cn ?? "", "cn", SENTENCE_MAX_LENGTH)!;
  const en = requireText(input.en ?? "", "en", SENTENCE_MAX_LENGTH)!;
  if (input.sid !== undefined && input.sid !== null) checkSid(input.sid);
  const column = await columnOfKind(em, input.columnId, ColumnKind.DAILY_SENTENCES);
  const sentence = em.create(DailySentence, { cn, en, column, isShow: input.isShow ?? true, sid: input.sid ?? 0 });
  await em.flush();
  return sentence;
}

export async function deleteDailySentence(em: EntityManager, id: number): Promise<number> {
  const sentence = await findRowOrFail(em, DailySentence, "Daily sentence", id);
  em.remove(sentence);
  await em.flush();
  return id;
}
