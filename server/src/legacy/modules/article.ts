import { allPages } from "../all-pages";
import { givenText, read, type SortFields } from "../readers";
import { legacyRoute, setField, updateRoute } from "../route";
import { legacyTime, rowFlags } from "../shapes";
import { SortDirection } from "../../kernel/paging";
import type { Article } from "../../modules/article/article.entity";
import { ArticleSortField } from "../../modules/article/article.inputs";
import { listArticles, recordArticleView, setArticleFields, updateArticle } from "../../modules/article/article.service";

/** Legacy `field` values articles may be sorted by. */
export const ARTICLE_SORT: SortFields<ArticleSortField> = {
  id: ArticleSortField.ID,
  sid: ArticleSortField.SID,
  hits: ArticleSortField.HITS,
  create_time: ArticleSortField.CREATE_TIME,
};

/** An article as the legacy lists show it. */
export const articleRow = (a: Article) => ({
  id: a.id, sid: a.sid, title: a.title, subtitle: a.subtitle, summary: a.summary, cover: a.cover,
  create_time: legacyTime(a.createTime), hits: a.hits, ...rowFlags(a),
});

/** An article as /api/getDetail shows it. */
const detailRow = (a: Article) => ({
  id: a.id, title: a.title, subtitle: a.subtitle, content: a.content, create_time: legacyTime(a.createTime), hits: a.hits,
});

export const articleLegacy = {
  getArticle: legacyRoute({
    needs: listArticles.needs,
    publicRead: true,
    run: async (ctx) =>
      (await allPages(listArticles, ctx, { includeHidden: false, orderBy: ArticleSortField.SID, direction: SortDirection.ASC })).map(articleRow),
  }),
  getDetail: legacyRoute({
    needs: recordArticleView.needs,
    countsViews: true,
    input: { id: read.id },
    run: async (ctx, { id }) => detailRow(await recordArticleView.run(ctx, { id })),
  }),
  articleUpdate: updateRoute(articleRow, {
    is_select: setField(read.flag, setArticleFields, (id, isSelect) => ({ id, changes: { isSelect } })),
    sid: setField(read.sid, setArticleFields, (id, sid) => ({ id, changes: { sid } })),
    title: setField(givenText, updateArticle, (id, title) => ({ id, input: { title } })),
    summary: setField(givenText, updateArticle, (id, summary) => ({ id, input: { summary } })),
    is_show: setField(read.flag, setArticleFields, (id, isShow) => ({ id, changes: { isShow } })),
  }),
};
