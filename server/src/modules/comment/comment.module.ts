import { defineModule } from "../../kernel/module-manifest";
import { Comment, CommentBlock, CommentSettings, SpentChallenge } from "./comment.entity";
import { ArticleCommentCountResolver, CommentResolver } from "./comment.resolver";

/** Readers' comments under articles: posting with spam rules, threads, the owner's moderation. */
export default defineModule({
  name: "comment",
  entities: [Comment, CommentBlock, CommentSettings, SpentChallenge],
  resolvers: [CommentResolver, ArticleCommentCountResolver],
  publicReads: ["commentThread"],
});
