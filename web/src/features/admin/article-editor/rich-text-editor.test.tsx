import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ToastProvider } from "../../../lib/toast";
import type { UploadedImage } from "../../../lib/upload";
import { RichTextEditor } from "./rich-text-editor";

const uploaded: UploadedImage = {
  url: "/uploads/abc-1600.webp",
  srcset: "/uploads/abc-480.webp 480w, /uploads/abc-1600.webp 1600w",
  width: 2000,
  height: 1000,
  originalBytes: 123456,
  variants: [],
};

vi.mock("../../../lib/upload", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/upload")>()),
  uploadImage: vi.fn(async (_file: File, { onProgress }: { onProgress?(fraction: number): void } = {}) => {
    onProgress?.(1);
    return uploaded;
  }),
}));

// ProseMirror measures the selection to scroll it into view; jsdom has no layout, so it measures nothing.
beforeAll(() => {
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});
afterEach(cleanup);

/** The editor inside a form, as on the article page: its dialogs must not submit that form. */
function renderEditor(initialHtml = "<p>Hello world</p>") {
  const onChange = vi.fn();
  const onReady = vi.fn();
  const onSubmitArticle = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <ToastProvider>
      <form onSubmit={onSubmitArticle}>
        <span id="body-label">Body</span>
        <RichTextEditor initialHtml={initialHtml} labelledBy="body-label" editable onChange={onChange} onReady={onReady} />
      </form>
    </ToastProvider>,
  );
  const html = () => onChange.mock.lastCall?.[0] as string | undefined;
  return { onChange, onReady, html, onSubmitArticle };
}

/** The HTML as elements, to look for one without depending on attribute order. */
function parse(html: string | undefined) {
  const holder = document.createElement("div");
  holder.innerHTML = html ?? "";
  return holder;
}

const toolbar = () => within(screen.getByRole("toolbar", { name: "Formatting" }));
const tool = (name: string) => toolbar().getByRole("button", { name });

/** Puts the cursor in the body and selects all of it, as Ctrl+A does. */
async function selectAll() {
  screen.getByRole("textbox", { name: "Body" }).focus();
  await userEvent.keyboard("{Control>}a{/Control}");
}

describe("the article body editor", () => {
  it("reports its own HTML for the loaded body, which is what 'unchanged' means", async () => {
    const { onReady } = renderEditor("<p>Hello <b>world</b></p>");
    await waitFor(() => expect(onReady).toHaveBeenCalledWith("<p>Hello <strong>world</strong></p>"));
  });

  it("names every toolbar button and gives the formats a pressed state", () => {
    renderEditor();
    const buttons = toolbar().getAllByRole("button");
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Heading 2",
      "Heading 3",
      "Bold",
      "Italic",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Code block",
      "Link",
      "Insert image",
      "Undo",
      "Redo",
    ]);
    for (const name of ["Heading 2", "Heading 3", "Bold", "Italic", "Bulleted list", "Numbered list", "Quote", "Code block", "Link"]) {
      expect(tool(name)).toHaveAttribute("aria-pressed", "false");
    }
    // Nothing to undo yet.
    expect(tool("Undo")).toBeDisabled();
  });

  it("makes the selection bold, shows Bold pressed, and undoes it", async () => {
    const { html } = renderEditor();
    await selectAll();
    await userEvent.click(tool("Bold"));
    expect(html()).toBe("<p><strong>Hello world</strong></p>");
    expect(tool("Bold")).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(tool("Undo"));
    expect(html()).toBe("<p>Hello world</p>");
    expect(tool("Bold")).toHaveAttribute("aria-pressed", "false");
  });

  it("turns the paragraph at the cursor into a level-2 heading and back", async () => {
    const { html } = renderEditor();
    screen.getByRole("textbox", { name: "Body" }).focus();
    await userEvent.click(tool("Heading 2"));
    // The empty paragraph after it is TipTap's trailing node: somewhere to go on writing below a heading.
    expect(html()).toBe("<h2>Hello world</h2><p></p>");
    expect(tool("Heading 2")).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(tool("Heading 2"));
    expect(html()).toBe("<p>Hello world</p><p></p>");
  });

  it("links the selection to an https address and refuses a javascript: one", async () => {
    const { html, onSubmitArticle } = renderEditor();
    await selectAll();
    await userEvent.click(tool("Link"));
    const dialog = within(screen.getByRole("dialog", { name: "Add a link" }));
    const address = dialog.getByRole("textbox", { name: /Address/ });

    await userEvent.type(address, "javascript:alert(1)");
    await userEvent.click(dialog.getByRole("button", { name: "Apply" }));
    expect(dialog.getByText("Enter an https://, http:// or mailto: address.")).toBeVisible();
    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(parse(html()).querySelector("a")).toBeNull();

    await userEvent.clear(address);
    await userEvent.type(address, "example.com/notes");
    await userEvent.click(dialog.getByRole("button", { name: "Apply" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const link = parse(html()).querySelector("p > a");
    expect(link).toHaveAttribute("href", "https://example.com/notes");
    expect(link).toHaveTextContent("Hello world");
    expect(tool("Link")).toHaveAttribute("aria-pressed", "true");
    expect(onSubmitArticle).not.toHaveBeenCalled();
  });

  it("uploads an image in place and inserts it with the stored copy and its srcset", async () => {
    const { html } = renderEditor("<p>Before</p>");
    screen.getByRole("textbox", { name: "Body" }).focus();
    await userEvent.click(tool("Insert image"));
    const dialog = within(screen.getByRole("dialog", { name: "Insert an image" }));
    await userEvent.upload(dialog.getByLabelText(/Image file/), new File(["png"], "lake.png", { type: "image/png" }));
    await userEvent.type(dialog.getByRole("textbox", { name: /Description/ }), "A lake at dawn");
    await userEvent.click(dialog.getByRole("button", { name: "Upload and insert" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const image = parse(html()).querySelector("img");
    expect(image).toHaveAttribute("src", uploaded.url);
    expect(image).toHaveAttribute("srcset", uploaded.srcset);
    expect(image).toHaveAttribute("alt", "A lake at dawn");
  });
});
