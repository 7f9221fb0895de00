import { allPages } from "../all-pages";
import { givenText, read, type SortFields } from "../readers";
import { legacyRoute, setField, updateRoute } from "../route";
import { rowFlags } from "../shapes";
import { SortDirection } from "../../kernel/paging";
import type { DailySentence } from "../../modules/daily-sentence/daily-sentence.entity";
import { DailySentenceSortField } from "../../modules/daily-sentence/daily-sentence.inputs";
import { listDailySentences, setDailySentenceFields, updateDailySentence } from "../../modules/daily-sentence/daily-sentence.service";

/** Legacy `field` values sentences may be sorted by. */
export const SENTENCE_SORT: SortFields<DailySentenceSortField> = { id: DailySentenceSortField.ID, sid: DailySentenceSortField.SID };

/** A daily sentence as the legacy lists show it. */
export const sentenceRow = (s: DailySentence) => ({ id: s.id, sid: s.sid, cn: s.cn, en: s.en, ...rowFlags(s) });

export const dailySentenceLegacy = {
  getDaily: legacyRoute({
    needs: listDailySentences.needs,
    publicRead: true,
    run: async (ctx) =>
      (await allPages(listDailySentences, ctx, { includeHidden: false, orderBy: DailySentenceSortField.SID, direction: SortDirection.ASC })).map(sentenceRow),
  }),
  dailyUpdate: updateRoute(sentenceRow, {
    is_select: setField(read.flag, setDailySentenceFields, (id, isSelect) => ({ id, changes: { isSelect } })),
    sid: setField(read.sid, setDailySentenceFields, (id, sid) => ({ id, changes: { sid } })),
    cn: setField(givenText, updateDailySentence, (id, cn) => ({ id, input: { cn } })),
    en: setField(givenText, updateDailySentence, (id, en) => ({ id, input: { en } })),
    is_show: setField(read.flag, setDailySentenceFields, (id, isShow) => ({ id, changes: { isShow } })),
  }),
};
