import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { Need } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";
import { unauthenticated } from "../../kernel/errors";
import { DailySentence } from "./daily-sentence.entity";
import { CreateDailySentenceInput, DailySentenceListArgs, DailySentencePage, UpdateDailySentenceInput } from "./daily-sentence.inputs";
import * as sentences from "./daily-sentence.service";

@Resolver(() => DailySentence)
export class DailySentenceResolver {
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
  @Mutation(() => DailySentence, { description: "Shows or hides a daily sentence." })
  setDailySentenceShown(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Sentence id." }) id: number,
    @Arg("shown", () => Boolean, { description: "True to show it to visitors." }) shown: boolean,
  ): Promise<DailySentence> {
    return sentences.setDailySentenceFields(ctx.em, id, { isShow: shown });
  }

  @Authorized(Need.EDIT)
  @Mutation(() => DailySentence, { description: "Ticks or unticks a daily sentence's row in the back-office." })
  setDailySentenceSelected(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Sentence id." }) id: number,
    @Arg("selected", () => Boolean, { description: "True to tick the row." }) selected: boolean,
  ): Promise<DailySentence> {
    return sentences.setDailySentenceFields(ctx.em, id, { isSelect: selected });
  }

  @Authorized(Need.EDIT)
  @Mutation(() => DailySentence, { description: "Sets a daily sentence's sort order." })
  setDailySentenceSortOrder(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => Int, { description: "Sentence id." }) id: number,
    @Arg("sid", () => Int, { description: "Sort order, 0 to 999999." }) sid: number,
  ): Promise<DailySentence> {
    return sentences.setDailySentenceFields(ctx.em, id, { sid });
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
