import { Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../kernel/request-context";
import { DailySentence } from "./daily-sentence.entity";
import { CreateDailySentenceInput, DailySentenceListArgs, DailySentencePage, UpdateDailySentenceInput } from "./daily-sentence.inputs";
import * as sentences from "./daily-sentence.service";
import { TableMutations } from "../../kernel/table-mutations";

@Resolver(() => DailySentence)
export class DailySentenceResolver extends TableMutations(DailySentence, "a daily sentence", {
  create: ["createDailySentence", sentences.createDailySentence, CreateDailySentenceInput],
  update: ["updateDailySentence", sentences.updateDailySentence, UpdateDailySentenceInput],
  delete: ["deleteDailySentence", sentences.deleteDailySentence],
  setFields: [{ shown: "setDailySentenceShown", selected: "setDailySentenceSelected", sortOrder: "setDailySentenceSortOrder" }, sentences.setDailySentenceFields],
}) {
  @Query(() => DailySentencePage, { description: "Daily sentences, a page at a time. Visitors see shown sentences in shown columns only (a hidden column hides its sentences)." })
  dailySentences(
    @Ctx() ctx: RequestContext,
    @Args(() => DailySentenceListArgs) args: DailySentenceListArgs,
  ): Promise<DailySentencePage> {
    return sentences.listDailySentences.run(ctx, args);
  }

  @FieldResolver(() => Int, { description: "Id of the column the sentence belongs to." })
  columnId(@Root() sentence: DailySentence): number {
    return sentence.column.id;
  }
}

