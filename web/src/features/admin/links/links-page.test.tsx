import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import type { DocumentNode } from "graphql";
import { MemoryRouter } from "react-router-dom";
import {
  AdminCreateLinkDocument,
  AdminDeleteLinkDocument,
  AdminLinksDocument,
  AdminSetLinkSelectedDocument,
  AdminSetLinkShownDocument,
  AdminSetLinkSortOrderDocument,
} from "../../../gql/admin/graphql";
import { ToastProvider } from "../../../lib/toast";
import { AdminUserContext, type AdminUser } from "../shell/admin-user";
import { LinksPage } from "./links-page";

afterEach(cleanup);

const editor = { __typename: "User", id: 1, name: "admin", role: "ADMIN", roleAuth: "EDIT", language: null } as AdminUser;
const viewer = { ...editor, id: 2, name: "viewer", role: "USER", roleAuth: "VIEW" } as AdminUser;

const link = (id: number, name: string, fields: Record<string, unknown> = {}) => ({
  __typename: "Link", id, sid: id, name, url: `https://${name.toLowerCase()}.example/`, logo: "", isShow: true, isSelect: false, ...fields,
});

/** A mutation mock that answers every call and records the variables of each, in order. */
function recorded(query: DocumentNode, data: (variables: Record<string, any>) => Record<string, unknown>) {
  const calls: Record<string, any>[] = [];
  const mock: MockLink.MockedResponse = {
    request: { query, variables: (variables) => (calls.push(variables), true) },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables) => ({ data: data(variables) }),
  };
  return { mock, calls };
}

function openLinks(user: AdminUser = editor) {
  let lists = 0;
  const list: MockLink.MockedResponse = {
    request: { query: AdminLinksDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      lists += 1;
      return { data: { links: [link(1, "Alpha", { isSelect: true }), link(2, "Beta", { isShow: false, logo: "/logo.svg" })] } };
    },
  };
  const shown = recorded(AdminSetLinkShownDocument, (v) => ({ setLinkShown: { __typename: "Link", id: v.id, isShow: v.shown } }));
  const selected = recorded(AdminSetLinkSelectedDocument, (v) => ({ setLinkSelected: { __typename: "Link", id: v.id, isSelect: v.selected } }));
  const sortOrder = recorded(AdminSetLinkSortOrderDocument, (v) => ({ setLinkSortOrder: { __typename: "Link", id: v.id, sid: v.sid } }));
  const created = recorded(AdminCreateLinkDocument, () => ({ createLink: { __typename: "Link", id: 9 } }));
  const deleted = recorded(AdminDeleteLinkDocument, (v) => ({ deleteLink: v.id }));
  render(
    <MockedProvider mocks={[list, shown.mock, selected.mock, sortOrder.mock, created.mock, deleted.mock]}>
      <ToastProvider>
        <AdminUserContext.Provider value={user}>
          <MemoryRouter initialEntries={["/linked"]}>
            <LinksPage />
          </MemoryRouter>
        </AdminUserContext.Provider>
      </ToastProvider>
    </MockedProvider>,
  );
  return { user: userEvent.setup(), shown, selected, sortOrder, created, deleted, lists: () => lists };
}

describe("linked management", () => {
  it("lists every link, hidden ones too, with its address opening in a new tab", async () => {
    openLinks();
    await screen.findByText("Beta");
    const rows = screen.getAllByRole("row");
    expect(rows).toHaveLength(3);
    const beta = within(rows[2]);
    expect(beta.getByRole("switch", { name: "show Beta" })).toHaveAttribute("aria-checked", "false");
    expect(beta.getByRole("link", { name: "https://beta.example/" })).toHaveAttribute("rel", "noopener noreferrer");
    expect(beta.getByRole("link", { name: "https://beta.example/" })).toHaveAttribute("target", "_blank");
  });

  it("sends the switch, the row box and the sort order, then reloads the list", async () => {
    const { user, shown, selected, sortOrder, lists } = openLinks();
    await user.click(await screen.findByRole("switch", { name: "show Beta" }));
    await waitFor(() => expect(shown.calls).toEqual([{ id: 2, shown: true }]));
    await waitFor(() => expect(lists()).toBeGreaterThan(1));

    await user.click(screen.getByRole("checkbox", { name: "select Alpha" }));
    await waitFor(() => expect(selected.calls).toEqual([{ id: 1, selected: false }]));

    await user.click(screen.getByRole("button", { name: /^Edit sort order of Beta/ }));
    await user.clear(screen.getByRole("textbox", { name: "sort order of Beta" }));
    await user.type(screen.getByRole("textbox", { name: "sort order of Beta" }), "7{Enter}");
    await waitFor(() => expect(sortOrder.calls).toEqual([{ id: 2, sid: 7 }]));
  });

  it("ticks every row on screen with the select-all box, and sends nothing", async () => {
    const { user, selected } = openLinks();
    await screen.findByText("Beta");
    const all = screen.getByRole("checkbox", { name: "select all rows on this page (shown only, not saved)" });
    expect(all).toHaveProperty("indeterminate", true);
    await user.click(all);
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "select Beta" })).toBeChecked());
    expect(screen.getByRole("checkbox", { name: "select Alpha" })).toBeChecked();
    expect(all).toBeChecked();
    expect(selected.calls).toEqual([]);
  });

  it("adds a link after checking its address, and closes the form", async () => {
    const { user, created } = openLinks();
    await user.click(await screen.findByRole("button", { name: "Add link" }));
    const dialog = screen.getByRole("dialog", { name: "Add a link" });
    await user.type(within(dialog).getByLabelText(/Name/), "Gamma");
    await user.type(within(dialog).getByLabelText(/Address/), "ftp://gamma.example");
    await user.click(within(dialog).getByRole("button", { name: "Add link" }));
    expect(within(dialog).getByLabelText(/Address/)).toHaveAccessibleDescription(/starting with http:\/\/ or https:\/\//);
    expect(created.calls).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/Address/));
    await user.type(within(dialog).getByLabelText(/Address/), "https://gamma.example");
    await user.click(within(dialog).getByRole("button", { name: "Add link" }));
    await waitFor(() => expect(created.calls).toEqual([{ input: { name: "Gamma", url: "https://gamma.example", logo: "" } }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Link added.")).toBeVisible();
  });

  it("deletes a link only once confirmed", async () => {
    const { user, deleted } = openLinks();
    await user.click(await screen.findByRole("button", { name: "delete Alpha" }));
    const question = screen.getByRole("alertdialog", { name: "Delete link" });
    expect(question).toHaveAccessibleDescription("Delete the link to Alpha? This cannot be undone.");
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(deleted.calls).toEqual([]);

    await user.click(screen.getByRole("button", { name: "delete Alpha" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deleted.calls).toEqual([{ id: 1 }]));
  });

  it("offers no changes to a view-only user, and says why", async () => {
    openLinks(viewer);
    expect(await screen.findByRole("switch", { name: "show Alpha" })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "show Alpha" })).toHaveAccessibleDescription(/ask an administrator for edit rights/);
    expect(screen.getByRole("checkbox", { name: "select Alpha" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "select Alpha" })).toHaveAccessibleDescription(/ask an administrator for edit rights/);
    expect(screen.queryByRole("button", { name: "edit Alpha" })).toBeNull();
    expect(screen.queryByRole("button", { name: "delete Alpha" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add link" })).toBeNull();
  });
});
