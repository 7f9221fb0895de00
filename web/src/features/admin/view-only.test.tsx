import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import {
  AdminColumnArticlesDocument,
  AdminColumnDocument,
  AdminColumnsDocument,
  AdminSiteInfoDocument,
  AdminUpdateSiteInfoDocument,
  AdminUsersDocument,
} from "../../gql/admin/graphql";
import { ToastProvider } from "../../lib/toast";
import { ColumnContentPage } from "./column-content/column-content-page";
import { ColumnsPage } from "./columns/columns-page";
import { SeoPage } from "./seo/seo-page";
import { AdminUserContext, type AdminUser } from "./shell/admin-user";
import { UsersPage } from "./users/users-page";
import { adminOnly } from "./shell/admin-only-page";

// Testing Library cleans up by itself only when vitest globals are on; this config keeps them off.
afterEach(cleanup);

const viewer: AdminUser = { __typename: "User", id: 2, name: "viewer", role: "USER", roleAuth: "VIEW", language: null } as AdminUser;
const editor: AdminUser = { ...viewer, id: 1, name: "admin", role: "ADMIN", roleAuth: "EDIT" };
/** An administrator with view-only rights: may open the users page, may change nothing on it. */
const viewingAdmin: AdminUser = { ...viewer, id: 3, name: "auditor", role: "ADMIN", roleAuth: "VIEW" };
const HINT = /View only: ask an administrator for edit rights/;

const column = (id: number, name: string, kind: string) =>
  ({ __typename: "Column", id, sid: id, name, kind, isShow: true, isSelect: false });

const { __typename, id: _id, ...siteInfoInput } = {
  __typename: "SiteInfo",
  id: 1,
  title: "My blog",
  logo: "/logo.png",
  url: "https://blog.example",
  description: "Notes",
  keywords: "blog",
  author: "Me",
  copyright: "2018-2025",
  record: "ICP 123",
  email: "me@blog.example",
  homeOrder: "NEWEST_FIRST",
  language: "EN",
  sendWebmentions: false,
};
const siteInfo = { __typename, id: 1, ...siteInfoInput };

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: AdminColumnsDocument },
    result: { data: { columns: [column(1, "Daily sentences", "DAILY_SENTENCES"), column(2, "Articles", "ARTICLES")] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: AdminColumnDocument, variables: { id: 2 } },
    result: { data: { column: { __typename: "Column", id: 2, name: "Articles", kind: "ARTICLES" } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: AdminColumnArticlesDocument, variables: { columnId: 2, offset: 0, limit: 10 } },
    result: {
      data: {
        articles: {
          __typename: "ArticlePage",
          total: 1,
          items: [
            {
              __typename: "Article",
              id: 5,
              sid: 3,
              title: "First post",
              summary: "About the first post",
              createTime: "2025-01-02T03:04:05.000Z",
              hits: 12,
              isShow: true,
              isSelect: false,
            },
          ],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: AdminUsersDocument, variables: { offset: 0, limit: 10 } },
    result: {
      data: {
        users: {
          __typename: "UserPage",
          total: 1,
          items: [
            {
              __typename: "User",
              id: 1,
              sid: 1,
              name: "admin",
              role: "ADMIN",
              roleAuth: "EDIT",
              createTime: "2025-01-02T03:04:05.000Z",
              isShow: true,
              isSelect: false,
            },
          ],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: AdminSiteInfoDocument },
    result: { data: { siteInfo } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    // An empty title is still sent: the form marks fields required but leaves the judgement to the server.
    request: { query: AdminUpdateSiteInfoDocument, variables: { id: 1, input: { ...siteInfoInput, title: "" } } },
    result: { data: { updateSiteInfo: { ...siteInfo, title: "" } } },
  },
];

/** A data router, as the app has: the site info form's unsaved-changes guard needs one. */
function renderAs(user: AdminUser, page: ReactNode, path = "/") {
  const router = createMemoryRouter([{ path: "*", element: <AdminUserContext.Provider value={user}>{page}</AdminUserContext.Provider> }], {
    initialEntries: [path],
  });
  return render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
}

/** Every control in the table body that would write to the server. */
async function writingControls() {
  const body = within((await screen.findAllByRole("rowgroup"))[1]);
  await body.findAllByRole("switch");
  return {
    switches: body.getAllByRole("switch"),
    checkboxes: body.getAllByRole("checkbox"),
    edits: body.queryAllByRole("button", { name: /^Edit / }),
  };
}

describe("a view-only user", () => {
  it("sees column management with the switches and boxes disabled, saying why, and no write buttons", async () => {
    renderAs(viewer, <ColumnsPage />);
    const { switches, checkboxes, edits } = await writingControls();
    expect(switches).toHaveLength(2);
    for (const control of [...switches, ...checkboxes]) {
      expect(control).toBeDisabled();
      expect(control).toHaveAccessibleDescription(HINT);
    }
    expect(screen.getByRole("combobox", { name: "what Articles holds" })).toHaveAccessibleDescription(HINT);
    expect(edits).toHaveLength(0);
    expect(screen.queryByRole("button", { name: /^(Rename|Delete) / })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).toBeNull();
    expect(screen.getByRole("checkbox", { name: /select all/ })).toBeDisabled();
    // Reading is still allowed: the name still opens the column's content.
    expect(screen.getByRole("link", { name: "Articles" })).toHaveAttribute("href", "/navDetail?id=2");
  });

  it("sees a column's articles without inline edits, bulk actions, write buttons, switch or row boxes", async () => {
    renderAs(viewer, <ColumnContentPage />, "/navDetail?id=2");
    const { switches, checkboxes, edits } = await writingControls();
    for (const control of [...switches, ...checkboxes]) expect(control).toBeDisabled();
    expect(edits).toHaveLength(0);
    expect(screen.queryByRole("button", { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole("group", { name: "Ticked articles" })).toBeNull();
    expect(screen.getByText("First post")).toBeInTheDocument();
  });

  it("is told the users page is for administrators, with a way back, and nothing is asked of the server", async () => {
    const Guarded = adminOnly(UsersPage, "admin.nav.users", { path: "/system", label: "admin.nav.console" });
    renderAs(viewer, <Guarded />);
    expect(await screen.findByText("This page is for administrators.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the console" })).toHaveAttribute("href", "/system");
    expect(screen.getByRole("button", { name: "Change my password" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});

describe("an administrator with view-only rights", () => {
  it("sees the users without writing controls, except their own password", async () => {
    const Guarded = adminOnly(UsersPage, "admin.nav.users", { path: "/system", label: "admin.nav.console" });
    renderAs(viewingAdmin, <Guarded />);
    const { switches, checkboxes, edits } = await writingControls();
    for (const control of [...switches, ...checkboxes]) expect(control).toBeDisabled();
    expect(edits).toHaveLength(0);
    expect(screen.queryByRole("button", { name: /^Delete / })).toBeNull();
    // The one row is someone else's: no password button either.
    expect(screen.queryByRole("button", { name: /^Password of / })).toBeNull();
    expect(screen.queryByRole("button", { name: "New user" })).toBeNull();
  });

  it("sees the site info form disabled, Save included", async () => {
    renderAs(viewer, <SeoPage />);
    expect(await screen.findByLabelText(/Site title/)).toBeDisabled();
    for (const field of screen.getAllByRole("textbox")) expect(field).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
  });
});

describe("an editor", () => {
  it("gets the same controls enabled, with no view-only hint", async () => {
    renderAs(editor, <ColumnsPage />);
    const { switches, checkboxes, edits } = await writingControls();
    for (const control of [...switches, ...checkboxes]) {
      expect(control).toBeEnabled();
      expect(control).not.toHaveAccessibleDescription(HINT);
    }
    expect(edits).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Delete Articles" })).toBeEnabled();
  });

  it("gets an enabled site info form with every field marked required", async () => {
    renderAs(editor, <SeoPage />);
    expect(await screen.findByLabelText(/Site title/)).toHaveValue("My blog");
    const fields = screen.getAllByRole("textbox");
    expect(fields).toHaveLength(9);
    for (const field of fields) {
      expect(field).toBeEnabled();
      expect(field).toHaveAttribute("aria-required", "true");
      // Marked, not enforced (spec §5): no `required` attribute for the browser to act on.
      expect(field).not.toHaveAttribute("required");
    }
  });

  it("sends the form even with a required field left empty", async () => {
    renderAs(editor, <SeoPage />);
    await userEvent.clear(await screen.findByLabelText(/Site title/));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Site info saved.")).toBeInTheDocument();
  });
});
