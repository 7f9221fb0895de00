import { ArgsType, Field, InputType, Int } from "type-graphql";
import { sortFields, type EnumValue } from "../../kernel/described-enum";
import { PageArgs, SortDirection } from "../../kernel/paging";
import { DailySentence } from "./daily-sentence.entity";
import { PageOf, type Page } from "../../kernel/page-of";

export const DailySentenceSortField = sortFields("DailySentenceSortField", "daily sentences", { ID: "id", SID: "sid", CREATE_TIME: "createTime" });
export type DailySentenceSortField = EnumValue<typeof DailySentenceSortField>;

@ArgsType()
export class DailySentenceListArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: "Only sentences of this column." }) columnId?: number;
  @Field(() => Boolean, { defaultValue: false, description: "Include hidden sentences (signed-in users only)." }) includeHidden: boolean = false;
  @Field(() => DailySentenceSortField, { defaultValue: DailySentenceSortField.SID, description: "Sort field." }) orderBy: DailySentenceSortField = DailySentenceSortField.SID;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: "Sort direction." }) direction: SortDirection = SortDirection.ASC;
}

@InputType({ description: "Text of a daily sentence to change; omitted fields stay as they are." })
export class UpdateDailySentenceInput {
  @Field(() => String, { nullable: true, description: "The Chinese text (1 to 1000 characters)." }) cn?: string;
  @Field(() => String, { nullable: true, description: "The English text (1 to 1000 characters)." }) en?: string;
}

export const DailySentencePage = PageOf(DailySentence, "daily sentences");
export type DailySentencePage = Page<DailySentence>;

@InputType({ description: "A new daily sentence." })
export class CreateDailySentenceInput {
  @Field(() => Int, { description: "The column it goes in (a column whose kind is DAILY_SENTENCES)." }) columnId!: number;
  @Field(() => String, { description: "The Chinese text (1 to 1000 characters)." }) cn!: string;
  @Field(() => String, { description: "The English text (1 to 1000 characters)." }) en!: string;
  @Field(() => Boolean, { nullable: true, description: "Whether visitors see it (default true)." }) isShow?: boolean;
  @Field(() => Int, { nullable: true, description: "Sort order, 0 to 999999 (default 0)." }) sid?: number;
}
