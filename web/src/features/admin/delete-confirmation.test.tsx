import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import {
  AdminColumnArticlesDocument,
  AdminColumnDocument,
  AdminColumnsDocument,
  AdminDeleteArticleDocument,
  AdminDeleteColumnDocument,
} from "../../gql/admin/graphql";
import { ToastProvider } from "../../lib/toast";
import { ColumnsPage } from "./columns/columns-page";
import { AdminUserContext, type AdminUser } from "./shell/admin-user";
import { ColumnContentPage } from "./column-content/column-content-page";

afterEach(cleanup);

const editor = { __typename: "User", id: 1, name: "admin", role: "ADMIN", roleAuth: "EDIT", language: null } as AdminUser;
const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const article = (id: number, title: string) => ({
  __typename: "Article",
  id,
  sid: id,
  title,
  summary: `About ${title}`,
  createTime: "2025-01-02T03:04:05.000Z",
  hits: 0,
  isShow: true,
  isSelect: false,
});

/** A column of two articles whose server really forgets the one deleted; counts the deletes it was sent. */
function articleServer() {
  let rows = [article(5, "First post"), article(6, "Second post")];
  let deletes = 0;
  const mocks: MockLink.MockedResponse[] = [
    {
      ...always,
      request: { query: AdminColumnDocument, variables: { id: 2 } },
      result: { data: { column: { __typename: "Column", id: 2, name: "Articles", kind: "ARTICLES" } } },
    },
    {
      ...always,
      request: { query: AdminColumnArticlesDocument, variables: { columnId: 2, offset: 0, limit: 10 } },
      result: () => ({ data: { articles: { __typename: "ArticlePage", total: rows.length, items: rows } } }),
    },
    {
      ...always,
      request: { query: AdminDeleteArticleDocument, variables: { id: 5 } },
      result: () => {
        deletes += 1;
        rows = rows.filter((row) => row.id !== 5);
        return { data: { deleteArticle: 5 } };
      },
    },
  ];
  return { mocks, deletes: () => deletes };
}

function renderPage(page: ReactNode, mocks: MockLink.MockedResponse[], path: string) {
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <AdminUserContext.Provider value={editor}>{page}</AdminUserContext.Provider>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

describe("deleting from a back-office table", () => {
  it("asks first, and Cancel sends nothing", async () => {
    const server = articleServer();
    renderPage(<ColumnContentPage />, server.mocks, "/navDetail?id=2");
    await userEvent.click(await screen.findByRole("button", { name: "Delete First post" }));

    const question = screen.getByRole("alertdialog", { name: "Delete this article?" });
    expect(question).toHaveAccessibleDescription(/"First post" will be removed/);
    await userEvent.click(within(question).getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(server.deletes()).toBe(0);
    expect(screen.getByText("First post")).toBeInTheDocument();
  });

  it("deletes after the confirmation, and the row leaves the table without a page reload", async () => {
    const server = articleServer();
    renderPage(<ColumnContentPage />, server.mocks, "/navDetail?id=2");
    await userEvent.click(await screen.findByRole("button", { name: "Delete First post" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Article deleted.")).toBeInTheDocument();
    expect(server.deletes()).toBe(1);
    expect(screen.queryByText("First post")).not.toBeInTheDocument();
    expect(screen.getByText("Second post")).toBeInTheDocument();
    expect(screen.getByText(/1 row · page 1 of 1/)).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the row when a column still holds content", async () => {
    const refusal = 'Column "Articles" still holds 2 articles; move or delete them first.';
    const mocks: MockLink.MockedResponse[] = [
      {
        ...always,
        request: { query: AdminColumnsDocument },
        result: {
          data: { columns: [{ __typename: "Column", id: 2, sid: 1, name: "Articles", kind: "ARTICLES", isShow: true, isSelect: false }] },
        },
      },
      {
        request: { query: AdminDeleteColumnDocument, variables: { id: 2 } },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: "BAD_USER_INPUT" } })] },
      },
    ];
    renderPage(<ColumnsPage />, mocks, "/nav");
    await userEvent.click(await screen.findByRole("button", { name: "Delete Articles" }));
    await userEvent.click(within(screen.getByRole("alertdialog", { name: "Delete this column?" })).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Articles" })).toBeInTheDocument();
  });
});
