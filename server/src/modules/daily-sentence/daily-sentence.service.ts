import type { EntityManager } from "@mikro-orm/postgresql";
import type { FilterQuery } from "@mikro-orm/core";
import { nothingToChange, unauthenticated } from "../../kernel/errors";
import { checkPage, checkSid, orderBy } from "../../kernel/paging";
import { ColumnKind } from "../column/column.entity";
import { columnOfKind, inShownColumn } from "../column/column.service";
import { requireText } from "../../kernel/text-rules";
import { deleteRowOperation, findRowOrFail, rowFieldsOperation } from "../../kernel/row-updates";
import { operation } from "../../kernel/operation";
import { EDIT, PUBLIC } from "../../kernel/permissions";
import { DailySentence } from "./daily-sentence.entity";
import type { CreateDailySentenceInput, DailySentenceListArgs, UpdateDailySentenceInput } from "./daily-sentence.inputs";
import { findPage } from "../../kernel/find-page";

export const SENTENCE_MAX_LENGTH = 1000;

/** What a visitor may see of the daily sentences, on every public surface: shown sentences in a shown column. */
function sentenceVisibleToVisitors(): FilterQuery<DailySentence> {
  return { isShow: true, ...inShownColumn() };
}

async function findDailySentences(em: EntityManager, args: DailySentenceListArgs) {
  checkPage(args);
  const filters: FilterQuery<DailySentence> = args.columnId === undefined ? {} : { column: args.columnId };
  // Visibility is a condition of its own, so the column filter cannot stand in for the column's own rule. Made
  // afresh for each statement findPage runs: it holds a raw SQL fragment (inShownColumn).
  const where = (): FilterQuery<DailySentence> => (args.includeHidden ? filters : { $and: [sentenceVisibleToVisitors(), filters] });
  const [items, total] = await findPage(em, DailySentence, where, {
    orderBy: orderBy(args.orderBy, args.direction),
    offset: args.offset,
    limit: args.limit,
  });
  return { items, total };
}

export function cleanSentenceText(input: UpdateDailySentenceInput) {
  const changes = {
    cn: requireText(input.cn, "cn", SENTENCE_MAX_LENGTH),
    en: requireText(input.en, "en", SENTENCE_MAX_LENGTH),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

async function saveSentenceChanges(em: EntityManager, id: number, input: UpdateDailySentenceInput) {
  const changes = cleanSentenceText(input);
  if (Object.keys(changes).length === 0) throw nothingToChange();
  const sentence = await findRowOrFail(em, DailySentence, "Daily sentence", id);
  em.assign(sentence, changes);
  await em.flush();
  return sentence;
}

async function saveNewSentence(em: EntityManager, input: CreateDailySentenceInput) {
  const cn = requireText(input.cn ?? "", "cn", SENTENCE_MAX_LENGTH)!;
  const en = requireText(input.en ?? "", "en", SENTENCE_MAX_LENGTH)!;
  if (input.sid !== undefined && input.sid !== null) checkSid(input.sid);
  const column = await columnOfKind(em, input.columnId, ColumnKind.DAILY_SENTENCES);
  const sentence = em.create(DailySentence, { cn, en, column, isShow: input.isShow ?? true, sid: input.sid ?? 0 });
  await em.flush();
  return sentence;
}

// The use cases GraphQL and the legacy /api shim both run; each says once who may call it.

/** Daily sentences a page at a time; visitors see shown ones in shown columns only. */
export const listDailySentences = operation(PUBLIC, async (ctx, args: DailySentenceListArgs) => {
  if (args.includeHidden && !ctx.user) throw unauthenticated("Sign in to see hidden sentences.", { id: "signIn.hiddenSentences" });
  return findDailySentences(ctx.em, args);
});

/** Shows or hides a sentence, ticks it, or sets its sort order. */
export const setDailySentenceFields = rowFieldsOperation(EDIT, DailySentence, "Daily sentence");

export const updateDailySentence = operation(
  EDIT,
  "Changes a daily sentence's Chinese or English text.",
  (ctx, { id, input }: { id: number; input: UpdateDailySentenceInput }) => saveSentenceChanges(ctx.em, id, input),
);

export const createDailySentence = operation(EDIT, "Adds a daily sentence (Chinese and English are both required).", (ctx, { input }: { input: CreateDailySentenceInput }) => saveNewSentence(ctx.em, input));

export const deleteDailySentence = deleteRowOperation(EDIT, DailySentence, "Daily sentence");
