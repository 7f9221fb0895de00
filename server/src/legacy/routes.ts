import { MAX_PAGE_SIZE } from "../kernel/paging";
import { read, sortField } from "./readers";
import { ADMIN, ADMIN_EDIT, EDIT, PUBLIC, SESSION } from "../kernel/permissions";
import { update, type Route } from "./route";
import {
  ARTICLE, COLUMN, DETAIL, HOME_INFO, LINK, MESSAGE, SAVED_MESSAGE, SENTENCE, SITE_INFO, SYSTEM, USER, type SortFields,
} from "./shapes";

/** The lists, read a page at a time (see Api.allPages). */
const LIST = {
  ARTICLES: `query($offset: Int!, $columnId: Int, $hidden: Boolean!, $orderBy: ArticleSortField!, $direction: SortDirection!) {
    page: articles(offset: $offset, limit: ${MAX_PAGE_SIZE}, columnId: $columnId, includeHidden: $hidden, orderBy: $orderBy, direction: $direction) { total items { ${ARTICLE.fields} } } }`,
  DAILY_SENTENCES: `query($offset: Int!, $columnId: Int, $hidden: Boolean!, $orderBy: DailySentenceSortField!, $direction: SortDirection!) {
    page: dailySentences(offset: $offset, limit: ${MAX_PAGE_SIZE}, columnId: $columnId, includeHidden: $hidden, orderBy: $orderBy, direction: $direction) { total items { ${SENTENCE.fields} } } }`,
  USERS: `query($offset: Int!, $orderBy: UserSortField!, $direction: SortDirection!) {
    page: users(offset: $offset, limit: ${MAX_PAGE_SIZE}, orderBy: $orderBy, direction: $direction) { total items { ${USER.fields} } } }`,
  APPROVED_MESSAGES: `query($offset: Int!) {
    page: messages(status: APPROVED, offset: $offset, limit: ${MAX_PAGE_SIZE}) { total items { ${MESSAGE.fields} } } }`,
};

/** What a column holds decides what /api/navDetail lists: the column's kind, never its id. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an operation's data has the shape its selection names
const CONTENT: Record<string, { list: string; shape: { sort: SortFields; row: (item: any) => unknown } }> = {
  ARTICLES: { list: LIST.ARTICLES, shape: ARTICLE },
  DAILY_SENTENCES: { list: LIST.DAILY_SENTENCES, shape: SENTENCE },
};

const PUBLIC_ORDER = { hidden: false, orderBy: "SID", direction: "ASC" };
const SITE_TEXT = Object.fromEntries(
  ["title", "logo", "url", "description", "keywords", "author", "copyright", "record", "email"].map((key) => [key, read.text]),
);

/**
 * The legacy /api/* contract (shared/legacy-api.md, beside this repository), one row per path: who may
 * call it, which payload keys it reads and how, the GraphQL operation it runs, and the reshaping of the answer.
 */
export const ROUTES: Record<string, Route> = {
  getDaily: {
    needs: PUBLIC,
    run: async (_, api) => (await api.allPages(LIST.DAILY_SENTENCES, PUBLIC_ORDER)).map(SENTENCE.row),
  },
  getArticle: {
    needs: PUBLIC,
    run: async (_, api) => (await api.allPages(LIST.ARTICLES, PUBLIC_ORDER)).map(ARTICLE.row),
  },
  getInfo: {
    needs: PUBLIC,
    run: async (_, api) => HOME_INFO.row((await api.query(`{ homeInfo { ${HOME_INFO.fields} } }`)).homeInfo),
  },
  getDetail: {
    needs: PUBLIC,
    input: { id: read.id },
    run: async ({ id }, api) =>
      DETAIL.row((await api.query(`mutation($id: Int!) { viewed: recordArticleView(id: $id) { ${DETAIL.fields} } }`, { id })).viewed),
  },
  captcha: {
    needs: PUBLIC,
    from: "query",
    sends: "svg",
    input: { width: read.size, height: read.size, fontSize: read.size },
    run: async (size, api) =>
      (await api.query(`query($width: Int, $height: Int, $fontSize: Int) {
        captcha(width: $width, height: $height, fontSize: $fontSize) { svg } }`, size)).captcha.svg,
  },
  logup: {
    needs: PUBLIC,
    writes: true,
    input: { name: read.text, password: read.text, gvcode: read.text },
    // The GraphQL login sets the session cookie and spends the captcha named by the captcha cookie.
    run: async ({ name = "", password = "", gvcode = "" }, api) =>
      (await api.query(`mutation($name: String!, $password: String!, $captcha: String!) {
        login(name: $name, password: $password, captcha: $captcha) { name token } }`, { name, password, captcha: gvcode })).login,
  },
  logout: {
    needs: SESSION,
    writes: true,
    run: async (_, api) => (await api.query(`mutation { logout }`), null),
  },
  system: {
    needs: SESSION,
    run: async (_, api) => SYSTEM.row((await api.query(`{ systemInfo { ${SYSTEM.fields} } }`)).systemInfo),
  },
  seo: {
    needs: SESSION,
    run: async (_, api) => [SITE_INFO.row((await api.query(`{ siteInfo { ${SITE_INFO.fields} } }`)).siteInfo)],
  },
  seoUpdate: {
    needs: EDIT,
    writes: true,
    msg: "Site info saved.",
    input: { id: read.id, ...SITE_TEXT },
    run: async ({ id, ...input }, api) =>
      SITE_INFO.row((await api.query(`mutation($id: Int!, $input: SiteInfoInput!) {
        saved: updateSiteInfo(id: $id, input: $input) { ${SITE_INFO.fields} } }`, { id, input })).saved),
  },
  getNav: {
    needs: SESSION,
    input: { field: read.field(COLUMN.sort), sort: read.direction },
    run: async ({ field, sort }, api) =>
      (await api.query(`query($orderBy: ColumnSortField!, $direction: SortDirection!) {
        columns(includeHidden: true, orderBy: $orderBy, direction: $direction) { ${COLUMN.fields} } }`, { orderBy: field, direction: sort }))
        .columns.map(COLUMN.row),
  },
  navUpdate: update(EDIT, COLUMN, {
    is_select: [read.flag, "setColumnSelected(id: $id, selected: $value)"],
    sid: [read.sid, "setColumnSortOrder(id: $id, sid: $value)"],
    is_show: [read.flag, "setColumnShown(id: $id, shown: $value)"],
  }),
  navDetail: {
    needs: SESSION,
    // `field` is checked once the column's kind says which fields its rows have.
    input: { id: read.id, field: read.text, sort: read.direction },
    run: async ({ id, field, sort }, api) => {
      const { column } = await api.query(`query($id: Int!) { column(id: $id) { kind } }`, { id });
      const { list, shape } = CONTENT[column.kind];
      const rows = await api.allPages(list, { columnId: id, hidden: true, orderBy: sortField(shape.sort, field), direction: sort });
      return rows.map(shape.row);
    },
  },
  dailyUpdate: update(EDIT, SENTENCE, {
    is_select: [read.flag, "setDailySentenceSelected(id: $id, selected: $value)"],
    sid: [read.sid, "setDailySentenceSortOrder(id: $id, sid: $value)"],
    cn: [read.text, "updateDailySentence(id: $id, input: { cn: $value })"],
    en: [read.text, "updateDailySentence(id: $id, input: { en: $value })"],
    is_show: [read.flag, "setDailySentenceShown(id: $id, shown: $value)"],
  }),
  articleUpdate: update(EDIT, ARTICLE, {
    is_select: [read.flag, "setArticleSelected(id: $id, selected: $value)"],
    sid: [read.sid, "setArticleSortOrder(id: $id, sid: $value)"],
    title: [read.text, "updateArticle(id: $id, input: { title: $value })"],
    summary: [read.text, "updateArticle(id: $id, input: { summary: $value })"],
    is_show: [read.flag, "setArticleShown(id: $id, shown: $value)"],
  }),
  role: {
    needs: ADMIN,
    input: { field: read.field(USER.sort), sort: read.direction },
    run: async ({ field, sort }, api) => (await api.allPages(LIST.USERS, { orderBy: field, direction: sort })).map(USER.row),
  },
  getLinks: {
    needs: PUBLIC,
    // GraphQL gives a signed-in caller the hidden links too; this is the public list for everyone.
    run: async (_, api) =>
      (await api.query(`{ links { ${LINK.fields} } }`)).links.filter((link: { isShow: boolean }) => link.isShow).map(LINK.row),
  },
  linkUpdate: update(EDIT, LINK, {
    is_select: [read.flag, "setLinkSelected(id: $id, selected: $value)"],
    sid: [read.sid, "setLinkSortOrder(id: $id, sid: $value)"],
    is_show: [read.flag, "setLinkShown(id: $id, shown: $value)"],
  }),
  getMessages: {
    needs: PUBLIC,
    // Approved messages only, newest first, for every caller, like getDaily and getArticle: the shim has
    // no back-office list of messages; moderation goes through /api/messageUpdate or GraphQL.
    run: async (_, api) => (await api.allPages(LIST.APPROVED_MESSAGES)).map(MESSAGE.row),
  },
  messageAdd: {
    needs: PUBLIC,
    writes: true,
    msg: "Thank you! Your message will appear once it is approved.",
    input: { name: read.text, email: read.text, text: read.text, gvcode: read.text },
    // As with /api/logup, the mutation spends the captcha named by the captcha cookie.
    run: async ({ name = "", email, text = "", gvcode = "" }, api) =>
      SAVED_MESSAGE.row((await api.query(`mutation($input: PostMessageInput!) {
        saved: postMessage(input: $input) { ${SAVED_MESSAGE.fields} } }`, { input: { name, email, text, captcha: gvcode } })).saved),
  },
  messageUpdate: update(EDIT, SAVED_MESSAGE, {
    is_show: [read.flag, "setMessageShown(id: $id, shown: $value)"],
    reply: [read.text, "replyToMessage(id: $id, reply: $value)"],
  }),
  roleUpdate: update(ADMIN_EDIT, USER, {
    is_select: [read.flag, "setUserSelected(id: $id, selected: $value)"],
    sid: [read.sid, "setUserSortOrder(id: $id, sid: $value)"],
    is_show: [read.flag, "setUserShown(id: $id, shown: $value)"],
  }),
};
