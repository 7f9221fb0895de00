import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Link, RouterProvider, createMemoryRouter } from "react-router-dom";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";

afterEach(cleanup);

/** A page with something to change and a way out, guarded the way the article editor is. */
function EditingPage() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <UnsavedChangesGuard when={dirty} what="this article" />
      <button type="button" onClick={() => setDirty(true)}>
        Change something
      </button>
      <Link to="/nav">Column management</Link>
      <Link to="/edit#body">Jump to the body</Link>
    </>
  );
}

function renderGuarded() {
  const router = createMemoryRouter(
    [
      { path: "/edit", element: <EditingPage /> },
      { path: "/nav", element: <h1>Columns</h1> },
    ],
    { initialEntries: ["/edit"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const unload = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

describe("the unsaved-changes guard", () => {
  it("lets the page go without asking while nothing has changed", async () => {
    renderGuarded();
    expect(unload().defaultPrevented).toBe(false);
    await userEvent.click(screen.getByRole("link", { name: "Column management" }));
    expect(screen.getByRole("heading", { name: "Columns" })).toBeInTheDocument();
  });

  it("asks before an in-app navigation once something changed: Cancel stays, Leave goes", async () => {
    const router = renderGuarded();
    await userEvent.click(screen.getByRole("button", { name: "Change something" }));

    await userEvent.click(screen.getByRole("link", { name: "Column management" }));
    const question = screen.getByRole("alertdialog", { name: "Leave without saving?" });
    expect(question).toHaveAccessibleDescription(/changes to this article are not saved/);
    // The harmless answer has the focus, so a stray Enter keeps the work.
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/edit");

    await userEvent.click(screen.getByRole("link", { name: "Column management" }));
    await userEvent.click(screen.getByRole("button", { name: "Leave" }));
    expect(await screen.findByRole("heading", { name: "Columns" })).toBeInTheDocument();
  });

  it("does not count a jump within the page as leaving", async () => {
    const router = renderGuarded();
    await userEvent.click(screen.getByRole("button", { name: "Change something" }));
    await userEvent.click(screen.getByRole("link", { name: "Jump to the body" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(router.state.location.hash).toBe("#body");
  });

  it("asks the browser to warn before the tab closes or reloads, only while there are changes", async () => {
    renderGuarded();
    await userEvent.click(screen.getByRole("button", { name: "Change something" }));
    expect(unload().defaultPrevented).toBe(true);
    cleanup();
    expect(unload().defaultPrevented).toBe(false);
  });
});
