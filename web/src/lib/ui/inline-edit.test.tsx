import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ToastProvider } from "../toast";
import { InlineEdit } from "./inline-edit";
import { SortOrderEdit } from "./sort-order-edit";

// Testing Library cleans up by itself only when vitest globals are on; this config keeps them off.
afterEach(cleanup);

const open = (name: RegExp) => userEvent.click(screen.getByRole("button", { name }));

describe("InlineEdit", () => {
  it("saves on Enter when the text changed", async () => {
    const onCommit = vi.fn();
    render(<InlineEdit value="Hello" label="title" onCommit={onCommit} />);
    await open(/Edit title: Hello/);
    const field = screen.getByRole("textbox", { name: "title" });
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, "Hello again{Enter}");
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith("Hello again");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("saves when the field loses focus", async () => {
    const onCommit = vi.fn();
    render(
      <>
        <InlineEdit value="Hello" label="title" onCommit={onCommit} />
        <button type="button">elsewhere</button>
      </>,
    );
    await open(/Edit title/);
    await userEvent.type(screen.getByRole("textbox", { name: "title" }), "!");
    await userEvent.click(screen.getByRole("button", { name: "elsewhere" }));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith("Hello!");
  });

  it("sends nothing when the text is unchanged, by Enter or by blur", async () => {
    const onCommit = vi.fn();
    render(<InlineEdit value="Hello" label="title" onCommit={onCommit} />);
    await open(/Edit title/);
    await userEvent.keyboard("{Enter}");
    await open(/Edit title/);
    await userEvent.type(screen.getByRole("textbox"), "x{Backspace}");
    await userEvent.tab();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it("cancels on Escape, and the blur that follows saves nothing", async () => {
    const onCommit = vi.fn();
    render(<InlineEdit value="Hello" label="title" onCommit={onCommit} />);
    await open(/Edit title/);
    await userEvent.type(screen.getByRole("textbox"), " world{Escape}");
    await userEvent.tab();
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: /Edit title: Hello$/ })).toHaveTextContent("Hello");
  });

  it("lets Shift+Enter start a new line in a long text and Enter save it", async () => {
    const onCommit = vi.fn();
    render(<InlineEdit value="One" label="summary" multiline onCommit={onCommit} />);
    await open(/Edit summary/);
    await userEvent.type(screen.getByRole("textbox", { name: "summary" }), "{Shift>}{Enter}{/Shift}Two{Enter}");
    expect(onCommit).toHaveBeenCalledWith("One\nTwo");
  });

  it("is plain text when disabled", () => {
    render(<InlineEdit value="Hello" label="title" disabled onCommit={() => {}} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText("Hello")).toBeInTheDocument();
  });
});

describe("SortOrderEdit", () => {
  const renderSid = (onCommit: (sid: number) => void) =>
    render(
      <ToastProvider>
        <SortOrderEdit sid={7} rowName="Articles" onCommit={onCommit} />
      </ToastProvider>,
    );

  it("sends the new number only when it differs", async () => {
    const onCommit = vi.fn();
    renderSid(onCommit);
    await open(/sort order of Articles/);
    await userEvent.clear(screen.getByRole("textbox"));
    await userEvent.type(screen.getByRole("textbox"), "07{Enter}");
    expect(onCommit).not.toHaveBeenCalled();
    await open(/sort order of Articles/);
    await userEvent.clear(screen.getByRole("textbox"));
    await userEvent.type(screen.getByRole("textbox"), "12{Enter}");
    expect(onCommit).toHaveBeenCalledWith(12);
  });

  it("explains a value that is not a sort order instead of sending it", async () => {
    const onCommit = vi.fn();
    renderSid(onCommit);
    await open(/sort order of Articles/);
    await userEvent.clear(screen.getByRole("textbox"));
    await userEvent.type(screen.getByRole("textbox"), "-3{Enter}");
    expect(onCommit).not.toHaveBeenCalled();
    expect(await screen.findByTestId("toast")).toHaveTextContent(/whole number from 0 to 999999/);
  });
});
