import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Need } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";
import { unauthenticated } from "../../kernel/errors";
import { DailySentence } from "./daily-sentence.entity";
import { CreateDailySentenceInput, DailySentenceListArgs, DailySentencePage, UpdateDailySentenceInput } from "./daily-sentence.inputs";
import * as sentences from "./daily-sentence.service";
import { RowMutations } from "../../kernel/row-mutations";

@Resolver(() => DailySentence)
export class DailySentenceResolver extends RowMutations({
  entity: DailySentence,
  name: "DailySentence",
  needs: [Need.EDIT],
  noun: "a daily sentence",
  label: "Daily sentence",
  idDescription: "Sentence id.",
}) {
  @Query(() => DailySentencePage, { description: "Daily sentences, a page at a time. Visitors see shown sentences only." })
  dailySentences(
    @Ctx() ctx: RequestContext,
    @Args(() => DailySentenceListArgs) args: DailySentenceListArgs,
  ): Promise<DailySentencePage> {
    if (args.includeHidden && !ctx.user) throw unauthenticated("Sign in to see hidden sentences.");
    return sentences.listDailySentences(ctx.em, args);
  }

  @FieldResolver(() => Int, { description: "Id of the column the sentence belongs to." })
  columnId(@Root() sentence: DailySentence): number {
    return sentence.column.id;
  }

  @Authorized(Need.EDIT)
  @Mutation(() => DailySentence, { description: "Changes a daily sentence's Chinese or English text." })
  updateDailySentence(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Sentence id." }) id: number,
    @Arg("input", () => UpdateDailySentenceInput, { description: "The fields to change." }) input: UpdateDailySentenceInput,
  ): Promise<DailySentence> {
    return sentences.updateDailySentence(ctx.em, id, input);
  }

  @Authorized(Need.EDIT)
  @Mutation(() => DailySentence, { description: "Adds a daily sentence (Chinese and English are both required)." })
  createDailySentence(
    @Ctx() ctx: RequestContext,
    @Arg("input", () => CreateDailySentenceInput, { description: "The new sentence." }) input: CreateDailySentenceInput,
  ): Promise<DailySentence> {
    return sentences.createDailySentence(ctx.em, input);
  }

  @Authorized(Need.EDIT)
  @Mutation(() => Int, { description: "Deletes a daily sentence. Returns the deleted id." })
  deleteDailySentence(@Ctx() ctx: RequestContext, @Arg("id", () => Int, { description: "Sentence id." }) id: number): Promise<number> {
    return sentences.deleteDailySentence(ctx.em, id);
  }
}
