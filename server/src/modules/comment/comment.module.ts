import { defineModule } from "../../kernel/module-manifest";
import { CommentSubscriber, CommentThreadNotice } from "./comment-notice.entity";
import { CommentRemovalRequest } from "./comment-removal.entity";
import { CommentRemovalResolver } from "./comment-removal.resolver";
import { Comment, CommentBlock, CommentSettings, SpentChallenge } from "./comment.entity";
import { ArticleCommentCountResolver, CommentResolver } from "./comment.resolver";

/** Readers' comments under articles: posting with spam rules, threads, the owner's moderation, reply notices by mail, removal on request. */
export default defineModule({
  name: "comment",
  entities: [Comment, CommentBlock, CommentSettings, SpentChallenge, CommentSubscriber, CommentThreadNotice, CommentRemovalRequest],
  resolvers: [CommentResolver, ArticleCommentCountResolver, CommentRemovalResolver],
  publicReads: ["commentThread"],
});
