import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockedProvider } from "@apollo/client/testing/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { ToastProvider } from "../../../lib/toast";
import { AdminNav } from "./admin-nav";
import { ADMIN_PAGES } from "./admin-pages";
import { AdminUserContext, type AdminUser } from "./admin-user";
import { USER_MENU_ENTRIES } from "./nav-entries";
import { UserMenu } from "./user-menu";
import { visibleEntries } from "./use-nav-entries";
import { ViewOnlyBanner } from "./view-only-banner";

afterEach(cleanup);

const admin = { __typename: "User", id: 1, name: "admin", role: "ADMIN", roleAuth: "EDIT", language: null } as AdminUser;
const viewer = { ...admin, id: 2, name: "viewer", role: "USER", roleAuth: "VIEW" } as AdminUser;
const writer = { ...admin, id: 3, name: "writer", role: "USER", roleAuth: "EDIT" } as AdminUser;

function renderAs(user: AdminUser | undefined, children: ReactNode) {
  return render(
    <MockedProvider mocks={[]}>
      <ToastProvider>
        <AdminUserContext.Provider value={user}>
          <MemoryRouter initialEntries={["/system"]}>{children}</MemoryRouter>
        </AdminUserContext.Provider>
      </ToastProvider>
    </MockedProvider>,
  );
}

describe("the view-only banner", () => {
  it("tells a view-only user they can look but not change, and whom to ask", () => {
    renderAs(viewer, <ViewOnlyBanner />);
    expect(screen.getByRole("note", { name: "View only" })).toHaveTextContent(
      "View only. You can look at everything here but not change it. Ask an administrator for edit rights.",
    );
  });

  it("is not there for users who may edit, nor before the server has said who is signed in", () => {
    renderAs(writer, <ViewOnlyBanner />);
    expect(screen.queryByRole("note")).toBeNull();
    cleanup();
    renderAs(undefined, <ViewOnlyBanner />);
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("administrator-only pages in the menus", () => {
  it("the backend users entry is marked for administrators", () => {
    expect(USER_MENU_ENTRIES.find((entry) => entry.path === "/role")?.adminOnly).toBe(true);
    expect(visibleEntries(USER_MENU_ENTRIES, false).map((entry) => entry.path)).not.toContain("/role");
    expect(visibleEntries(USER_MENU_ENTRIES, true).map((entry) => entry.path)).toContain("/role");
  });

  it("an administrator finds the backend users in the user menu", async () => {
    renderAs(admin, <UserMenu storedName="admin" />);
    await userEvent.click(screen.getByText("User menu for", { exact: false }));
    expect(screen.getByRole("link", { name: "Backend users" })).toHaveAttribute("href", "/role");
    expect(screen.getByRole("button", { name: "Change my password" })).toBeInTheDocument();
  });

  it("anyone else finds only their own password there", async () => {
    for (const user of [viewer, writer]) {
      renderAs(user, <UserMenu storedName={user.name} />);
      await userEvent.click(screen.getByText("User menu for", { exact: false }));
      expect(screen.queryByRole("link", { name: "Backend users" })).toBeNull();
      await userEvent.click(screen.getByRole("button", { name: "Change my password" }));
      expect(screen.getByRole("dialog", { name: "Change your password" })).toBeInTheDocument();
      cleanup();
    }
  });

  it("the left nav keeps every page for a view-only user: none of them is administrator-only", () => {
    renderAs(viewer, <AdminNav />);
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Console",
      "Site info",
      "Column management",
      "Tags",
      "Linked management",
      "Message management",
      "Comments",
    ]);
  });
});

describe("the remembered nav", () => {
  it("gives every page of the nav an index of its own, since the remembered entry stores only the index", () => {
    const indexes = ADMIN_PAGES.flatMap((page) => (page.nav ? [page.nav.index] : []));
    expect(new Set(indexes).size).toBe(indexes.length);
  });
});
