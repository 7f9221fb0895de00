import { ArgsType, Field, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageArgs, SortDirection } from "../../graphql/paging";
import { Article } from "./article.entity";

export enum ArticleSortField {
  ID = "id",
  SID = "sid",
  HITS = "hits",
  CREATE_TIME = "createTime",
  TITLE = "title",
}
registerEnumType(ArticleSortField, { name: "ArticleSortField", description: "Fields articles can be sorted by." });

@ArgsType()
export class ArticleListArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: "Only articles of this column." })
  columnId?: number;

  @Field(() => Boolean, { defaultValue: false, description: "Include hidden articles (signed-in users only)." })
  includeHidden: boolean = false;

  @Field(() => ArticleSortField, { defaultValue: ArticleSortField.SID, description: "Sort field." })
  orderBy: ArticleSortField = ArticleSortField.SID;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC, description: "Sort direction." })
  direction: SortDirection = SortDirection.ASC;
}

@InputType({ description: "Text fields of an article to change; omitted fields stay as they are." })
export class UpdateArticleInput {
  @Field(() => String, { nullable: true, description: "Title (1 to 200 characters)." })
  title?: string;

  @Field(() => String, { nullable: true, description: "Subtitle (up to 200 characters)." })
  subtitle?: string;

  @Field(() => String, { nullable: true, description: "Summary (up to 1000 characters)." })
  summary?: string;

  @Field(() => String, { nullable: true, description: "Cover image: an http(s) URL or a path on this site; empty for none." })
  cover?: string;

  @Field(() => String, { nullable: true, description: "Body HTML; sanitised with an allow-list before it is stored." })
  content?: string;
}

@ObjectType({ description: "A page of articles and how many there are in all." })
export class ArticlePage {
  @Field(() => [Article], { description: "The articles on this page." })
  items!: Article[];

  @Field(() => Int, { description: "How many articles match, over all pages." })
  total!: number;
}
