import { Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../kernel/request-context";
import { DailySentence } from "./daily-sentence.entity";
import { CreateDailySentenceInput, DailySentenceListArgs, DailySentencePage, UpdateDailySentenceInput } from "./daily-sentence.inputs";
import * as sentences from "./daily-sentence.service";
import { CrudMutations } from "../../kernel/crud-mutations";
import { RowMutations } from "../../kernel/row-mutations";

@Resolver(() => DailySentence)
export class DailySentenceResolver extends RowMutations({
  entity: DailySentence,
  name: "DailySentence",
  setFields: sentences.setDailySentenceFields,
  noun: "a daily sentence",
  idDescription: "Sentence id.",
}) {
  @Query(() => DailySentencePage, { description: "Daily sentences, a page at a time. Visitors see shown sentences only." })
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

/** DailySentence rows created, changed and deleted: the mutations every authored table has, from one base class. */
@Resolver(() => DailySentence)
export class DailySentenceAuthoringResolver extends CrudMutations({
  entity: DailySentence,
  name: "DailySentence",
  idDescription: "Sentence id.",
  create: { operation: sentences.createDailySentence, input: CreateDailySentenceInput, description: "Adds a daily sentence (Chinese and English are both required).", inputDescription: "The new sentence." },
  update: { operation: sentences.updateDailySentence, input: UpdateDailySentenceInput, description: "Changes a daily sentence's Chinese or English text." },
  delete: { operation: sentences.deleteDailySentence, description: "Deletes a daily sentence. Returns the deleted id." },
}) {}
