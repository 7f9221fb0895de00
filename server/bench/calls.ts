import { SESSION_COOKIE } from "../src/modules/auth/cookies";
import { clientConstant, clientOperation, wireRequest, type WireRequest } from "./client-requests";
import type { HttpCall } from "./load";

/** Page 500 of the back-office's article column: the middle of 10 000 rows at its page size. */
export const ADMIN_PAGE = 500;

export interface BenchData {
  articleColumn: number;
  /** Shown articles whose pages the article scenario opens. */
  detailIds: number[];
  shownArticles: number;
  /** A session of the administrator, as the browser's cookie carries it. */
  adminToken: string;
  /** What the search scenario looks for. */
  searchQueries: string[];
}

export interface Calls {
  /** The shown articles the article scenarios open. */
  detailIds: number[];
  /** The home page's reads, in the order the page sends them. */
  home: HttpCall[];
  homeArticles: HttpCall;
  recordVisit: HttpCall;
  /** An article page: its query, then its view count, for each of the detail articles. */
  articlePage: HttpCall[];
  /** The article page's view count alone (RecordArticleView), for each of the detail articles. */
  articleViews: HttpCall[];
  adminPage: HttpCall;
  /** Not a client operation: the same rows and fields as /api/getArticle, a page (at most 100) at a time. */
  everyArticle: HttpCall[];
  getArticle: HttpCall;
  getDetail: HttpCall[];
  /** The search page's first page of results, for each query. */
  search: HttpCall[];
}

const graphqlCall = (request: WireRequest): HttpCall => ({ method: "POST", path: "/graphql", headers: request.headers, body: request.body });

const legacyCall = (name: string, form?: string): HttpCall => ({
  method: "POST",
  path: `/api/${name}`,
  headers: form ? { "content-type": "application/x-www-form-urlencoded" } : {},
  body: form,
});

export const operationName = (call: HttpCall) => JSON.parse(call.body!).operationName as string;

/** Every request the bench sends; the GraphQL ones exactly as the React client sends them, from its sources. */
export async function benchCalls(data: BenchData): Promise<Calls> {
  const op = (file: string, name: string, variables: Record<string, unknown> = {}, headers?: Record<string, string>) =>
    wireRequest(clientOperation(file, name), variables, headers).then(graphqlCall);
  const home = [
    await op("app/site-shell.graphql", "SiteShell"),
    await op("features/home/home.graphql", "HomeSentences", { offset: 0, limit: clientConstant("features/home/daily-sentences.tsx", "SENTENCES_PAGE_SIZE") }),
    await op("features/home/home.graphql", "HomeArticles", { offset: 0, limit: clientConstant("features/home/article-list.tsx", "ARTICLES_PAGE_SIZE") }),
  ];
  const articlePage: HttpCall[] = [];
  for (const id of data.detailIds) {
    articlePage.push(await op("features/article/article.graphql", "ArticleDetail", { id }));
    articlePage.push(await op("features/article/article.graphql", "RecordArticleView", { id }));
  }
  const pageSize = clientConstant("features/admin/shared/use-page-param.ts", "PAGE_SIZE");
  const adminPage = await op(
    "features/admin/column-content/column-content.graphql",
    "AdminColumnArticles",
    { columnId: data.articleColumn, offset: (ADMIN_PAGE - 1) * pageSize, limit: pageSize },
    { cookie: `${SESSION_COOKIE}=${data.adminToken}` },
  );
  const everyArticle = Array.from({ length: Math.ceil(data.shownArticles / 100) }, (_, page) =>
    graphqlCall({
      headers: home[2].headers,
      body: JSON.stringify({
        operationName: "EveryArticle",
        query: `query EveryArticle($offset: Int!) { articles(offset: $offset, limit: 100) { total items { id sid title subtitle summary cover createTime hits isShow isSelect } } }`,
        variables: { offset: page * 100 },
      }),
    }),
  );
  const searchPageSize = clientConstant("features/search/search-page.tsx", "SEARCH_PAGE_SIZE");
  const search: HttpCall[] = [];
  for (const query of data.searchQueries) {
    search.push(await op("features/search/search.graphql", "SearchArticles", { query, offset: 0, limit: searchPageSize }));
  }
  return {
    detailIds: data.detailIds,
    home,
    homeArticles: home[2],
    recordVisit: await op("features/home/home.graphql", "RecordVisit"),
    articlePage,
    articleViews: articlePage.filter((_, i) => i % 2 === 1),
    adminPage,
    everyArticle,
    getArticle: legacyCall("getArticle"),
    getDetail: data.detailIds.map((id) => legacyCall("getDetail", `id=${id}`)),
    search,
  };
}
