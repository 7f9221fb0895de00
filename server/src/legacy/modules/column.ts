import { allPages } from "../all-pages";
import { read, sortField, type SortFields } from "../readers";
import { legacyRoute, setField, updateRoute } from "../route";
import { rowFlags } from "../shapes";
import { SESSION } from "../../kernel/permissions";
import type { RequestContext } from "../../kernel/request-context";
import type { SortDirection } from "../../kernel/paging";
import { ARTICLE_SORT, articleRow } from "./article";
import { listArticles } from "../../modules/article/article.service";
import { SENTENCE_SORT, sentenceRow } from "./daily-sentence";
import { listDailySentences } from "../../modules/daily-sentence/daily-sentence.service";
import { Column, ColumnKind } from "../../modules/column/column.entity";
import { ColumnSortField } from "../../modules/column/column.inputs";
import { getColumn, listColumns, setColumnFields } from "../../modules/column/column.service";

const COLUMN_SORT: SortFields<ColumnSortField> = { id: ColumnSortField.ID, sid: ColumnSortField.SID, name: ColumnSortField.NAME };

const columnRow = (c: Column) => ({ id: c.id, sid: c.sid, name: c.name, ...rowFlags(c) });

/** Every row of a column, hidden ones too, in its content's legacy fields; `field` is read against that content's sort fields. */
type ContentLister = (ctx: RequestContext, columnId: number, field: string | undefined, direction: SortDirection) => Promise<unknown[]>;

/** What a column holds decides what /api/navDetail lists: the column's kind, never its id. */
const CONTENT: Record<ColumnKind, ContentLister> = {
  [ColumnKind.ARTICLES]: async (ctx, columnId, field, direction) =>
    (await allPages(listArticles, ctx, { columnId, includeHidden: true, orderBy: sortField(ARTICLE_SORT, field), direction })).map(articleRow),
  [ColumnKind.DAILY_SENTENCES]: async (ctx, columnId, field, direction) =>
    (await allPages(listDailySentences, ctx, { columnId, includeHidden: true, orderBy: sortField(SENTENCE_SORT, field), direction })).map(sentenceRow),
};

export const columnLegacy = {
  getNav: legacyRoute({
    // The contract lists every column to signed-in callers only; the operation itself lets visitors see shown ones.
    needs: SESSION,
    input: { field: read.field(COLUMN_SORT), sort: read.direction },
    run: async (ctx, { field, sort }) => (await listColumns.run(ctx, { includeHidden: true, orderBy: field, direction: sort })).map(columnRow),
  }),
  navUpdate: updateRoute(columnRow, {
    is_select: setField(read.flag, setColumnFields, (id, isSelect) => ({ id, changes: { isSelect } })),
    sid: setField(read.sid, setColumnFields, (id, sid) => ({ id, changes: { sid } })),
    is_show: setField(read.flag, setColumnFields, (id, isShow) => ({ id, changes: { isShow } })),
  }),
  navDetail: legacyRoute({
    // Signed-in only, as the contract says; the lists it runs ask for a session themselves for hidden rows.
    needs: SESSION,
    // `field` is checked once the column's kind says which fields its rows have.
    input: { id: read.id, field: read.text, sort: read.direction },
    run: async (ctx, { id, field, sort }) => CONTENT[(await getColumn.run(ctx, { id })).kind](ctx, id, field, sort),
  }),
};
