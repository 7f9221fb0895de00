import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Requires } from "../../kernel/operation";
import type { RequestContext } from "../../kernel/request-context";
import { DailySentence } from "./daily-sentence.entity";
import { CreateDailySentenceInput, DailySentenceListArgs, DailySentencePage, UpdateDailySentenceInput } from "./daily-sentence.inputs";
import * as sentences from "./daily-sentence.service";
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

  @Requires(sentences.updateDailySentence)
  @Mutation(() => DailySentence, { description: "Changes a daily sentence's Chinese or English text." })
  updateDailySentence(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Sentence id." }) id: number,
    @Arg("input", () => UpdateDailySentenceInput, { description: "The fields to change." }) input: UpdateDailySentenceInput,
  ): Promise<DailySentence> {
    return sentences.updateDailySentence.run(ctx, { id, input });
  }

  @Requires(sentences.createDailySentence)
  @Mutation(() => DailySentence, { description: "Adds a daily sentence (Chinese and English are both required)." })
  createDailySentence(
    @Ctx() ctx: RequestContext,
    @Arg("input", () => CreateDailySentenceInput, { description: "The new sentence." }) input: CreateDailySentenceInput,
  ): Promise<DailySentence> {
    return sentences.createDailySentence.run(ctx, { input });
  }

  @Requires(sentences.deleteDailySentence)
  @Mutation(() => Int, { description: "Deletes a daily sentence. Returns the deleted id." })
  deleteDailySentence(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Sentence id." }) id: number): Promise<number> {
    return sentences.deleteDailySentence.run(ctx, { id });
  }
}
