import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import {
  AdminLinksDocument,
  AdminSetLinkSelectedDocument,
  AdminSetLinkShownDocument,
  AdminSetLinkSortOrderDocument,
  AdminSetUserSortOrderDocument,
  AdminUsersDocument,
} from "../../../gql/admin/graphql";
import { ToastProvider } from "../../../lib/toast";
import { LinksPage } from "../links/links-page";
import { AdminUserContext, type AdminUser } from "../shell/admin-user";
import { UsersPage } from "../users/users-page";

afterEach(cleanup);

const editor = { __typename: "User", id: 1, name: "admin", role: "ADMIN", roleAuth: "EDIT", language: null } as AdminUser;

const link = (id: number, name: string, fields: Record<string, unknown> = {}) => ({
  __typename: "Link", id, sid: id, name, url: `https://${name.toLowerCase()}.example/`, logo: "", isShow: true, isSelect: false, ...fields,
});

const linksList: MockLink.MockedResponse = {
  request: { query: AdminLinksDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { links: [link(1, "Alpha"), link(2, "Beta", { isShow: false })] } },
};

function renderPage(page: React.ReactNode, mocks: MockLink.MockedResponse[], url = "/") {
  const router = createMemoryRouter([{ path: "*", element: page }], { initialEntries: [url] });
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <AdminUserContext.Provider value={editor}>
          <RouterProvider router={router} />
        </AdminUserContext.Provider>
      </ToastProvider>
    </MockedProvider>,
  );
  return { user: userEvent.setup(), router };
}

const toastTexts = () => screen.queryAllByTestId("toast").map((toast) => toast.textContent);

describe("a row's switch and tick box", () => {
  it("change at once, before the server answers, then confirm the save", async () => {
    let answered = false;
    const shown: MockLink.MockedResponse = {
      request: { query: AdminSetLinkShownDocument, variables: { id: 2, shown: true } },
      // Long enough that a click on a busy machine lands well before the answer.
      delay: 1500,
      result: () => {
        answered = true;
        return { data: { setLinkShown: { __typename: "Link", id: 2, isShow: true } } };
      },
    };
    // The list as the server gives it, before and after the save: a refetch may come at any time on a busy machine.
    const list: MockLink.MockedResponse = { ...linksList, result: () => ({ data: { links: [link(1, "Alpha"), link(2, "Beta", { isShow: answered })] } }) };
    const { user } = renderPage(<LinksPage />, [list, shown]);
    const beta = await screen.findByRole("switch", { name: "show Beta" });
    expect(beta).toHaveAttribute("aria-checked", "false");
    await user.click(beta);
    expect(screen.getByRole("switch", { name: "show Beta" })).toHaveAttribute("aria-checked", "true");
    expect(answered).toBe(false);
    await waitFor(() => expect(toastTexts()).toContain("“Beta” shown."), { timeout: 5000 });
    expect(screen.getByRole("switch", { name: "show Beta" })).toHaveAttribute("aria-checked", "true");
  });

  it("go back to the saved state, with the server's reason, when the server refuses", async () => {
    const refusal = { errors: [{ message: "no permission", extensions: { code: "FORBIDDEN" } }] };
    const shown: MockLink.MockedResponse = { request: { query: AdminSetLinkShownDocument, variables: { id: 1, shown: false } }, delay: 200, result: refusal };
    const selected: MockLink.MockedResponse = { request: { query: AdminSetLinkSelectedDocument, variables: { id: 1, selected: true } }, delay: 200, result: refusal };
    const { user } = renderPage(<LinksPage />, [linksList, shown, selected]);

    await user.click(await screen.findByRole("switch", { name: "show Alpha" }));
    expect(screen.getByRole("switch", { name: "show Alpha" })).toHaveAttribute("aria-checked", "false");
    await waitFor(() => expect(screen.getByRole("switch", { name: "show Alpha" })).toHaveAttribute("aria-checked", "true"));
    await waitFor(() => expect(toastTexts()).toEqual(["Could not hide “Alpha”: no permission"]));

    await user.click(screen.getByRole("checkbox", { name: "select Alpha" }));
    expect(screen.getByRole("checkbox", { name: "select Alpha" })).toBeChecked();
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "select Alpha" })).not.toBeChecked());
    await waitFor(() => expect(toastTexts()).toEqual(["Could not tick “Alpha”: no permission"]));
  });
});

describe("a new sort order", () => {
  it("marks the row where it stands when it stays on the page", async () => {
    const sortOrder: MockLink.MockedResponse = {
      request: { query: AdminSetLinkSortOrderDocument, variables: { id: 2, sid: 0 } },
      result: { data: { setLinkSortOrder: { __typename: "Link", id: 2, sid: 0 } } },
    };
    const { user } = renderPage(<LinksPage />, [linksList, sortOrder]);
    await user.click(await screen.findByRole("button", { name: /^Edit sort order of Beta/ }));
    await user.clear(screen.getByRole("textbox", { name: "sort order of Beta" }));
    await user.type(screen.getByRole("textbox", { name: "sort order of Beta" }), "0{Enter}");
    await waitFor(() => expect(toastTexts()).toEqual(["Sort order of “Beta” saved."]));
    await waitFor(() => expect(screen.getByRole("row", { name: /Beta/ })).toHaveClass("row-moved"));
  });

  it("says which page the row moved to, and goes there", async () => {
    const user = (id: number) => ({
      __typename: "User", id, sid: id, name: `user${id}`, role: "USER", roleAuth: "EDIT", createTime: "2025-01-02T03:04:05.000Z", isShow: true, isSelect: false,
    });
    const everyone = Array.from({ length: 25 }, (_, index) => user(index + 1));
    // After the change user3 sorts 23rd: page 3 of ten rows.
    const reordered = [...everyone.filter((row) => row.id !== 3)];
    reordered.splice(22, 0, { ...user(3), sid: 50 });
    const page = (offset: number, limit: number): MockLink.MockedResponse => ({
      request: { query: AdminUsersDocument, variables: { offset, limit } },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => ({ data: { users: { __typename: "UserPage", total: 25, items: reordered.slice(offset, offset + limit) } } }),
    });
    const sortOrder: MockLink.MockedResponse = {
      request: { query: AdminSetUserSortOrderDocument, variables: { id: 3, sid: 50 } },
      result: { data: { setUserSortOrder: { __typename: "User", id: 3, sid: 50 } } },
    };
    const firstPage: MockLink.MockedResponse = {
      request: { query: AdminUsersDocument, variables: { offset: 0, limit: 10 } },
      result: { data: { users: { __typename: "UserPage", total: 25, items: everyone.slice(0, 10) } } },
    };
    const { user: clicker, router } = renderPage(<UsersPage />, [firstPage, page(0, 10), page(0, 100), page(20, 10), sortOrder], "/role");

    await clicker.click(await screen.findByRole("button", { name: /^Edit sort order of user3/ }));
    await clicker.clear(screen.getByRole("textbox", { name: "sort order of user3" }));
    await clicker.type(screen.getByRole("textbox", { name: "sort order of user3" }), "50{Enter}");
    const toast = await screen.findByText("“user3” moved to page 3.");
    await clicker.click(within(toast).getByRole("button", { name: "Go there" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=3"));
    await waitFor(() => expect(screen.getByRole("row", { name: /user3/ })).toHaveClass("row-moved"));
  });
});
