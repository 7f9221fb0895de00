import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import type { Editor } from "@tiptap/core";
import userEvent from "@testing-library/user-event";
import { htmlMeaning } from "@shared/html-meaning";
import { ARTICLE_BODIES, storedForm } from "../../../../../server/test/article-bodies";
import { meaningOf, typedAtEnd } from "../../../../../server/test/parsed-html";
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
  it("reports the HTML to store for the loaded body, which is what 'unchanged' means: the body as it was", async () => {
    const { onReady } = renderEditor(`<p>Hello <b>world</b>, <a href="/about" title="About">about</a></p><ul><li>one</li></ul>`);
    await waitFor(() =>
      expect(onReady).toHaveBeenCalledWith(`<p>Hello <b>world</b>, <a href="/about" title="About">about</a></p><ul><li>one</li></ul>`),
    );
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("says which parts it keeps as they are, and keeps them", async () => {
    const body = `<p>Before.</p><pre><code>let <strong>x</strong> = 1;</code></pre><div class="embed"><iframe src="https://video.example/v"></iframe></div><p>After.</p>`;
    const { onReady } = renderEditor(body);
    const note = await screen.findByRole("note");
    expect(note).toHaveTextContent("2 parts of this article cannot be edited here.");
    const [code, embed] = within(note).getAllByRole("listitem");
    expect(code).toHaveTextContent("A code block starting “let x = 1;”.");
    expect(embed).toHaveTextContent(/A <div> element\. It holds markup articles may not contain \(<div>, <iframe>\): visitors never see it, and it is removed when the article is saved\./);
    expect(screen.getByRole("textbox", { name: "Body" })).toHaveAccessibleDescription(/2 parts of this article cannot be edited here/);
    expect(screen.getAllByText("Kept as it is: this part cannot be edited here")).toHaveLength(2);
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(htmlMeaning(parse(onReady.mock.lastCall?.[0]))).toEqual(htmlMeaning(parse(body)));
  });

  it("names every toolbar button and gives the formats a pressed state", () => {
    renderEditor();
    const buttons = toolbar().getAllByRole("button");
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "H2 heading",
      "H3 heading",
      "Bold",
      "Italic",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Code block",
      "Link",
      "Insert image",
      "Insert table",
      "Undo",
      "Redo",
    ]);
    for (const name of ["H2 heading", "H3 heading", "Bold", "Italic", "Bulleted list", "Numbered list", "Quote", "Code block", "Link"]) {
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
    await userEvent.click(tool("H2 heading"));
    expect(html()).toBe("<h2>Hello world</h2>");
    expect(tool("H2 heading")).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(tool("H2 heading"));
    expect(html()).toBe("<p>Hello world</p>");
  });

  it("links the selection to an https address and refuses a javascript: one", async () => {
    const { html, onSubmitArticle } = renderEditor();
    await selectAll();
    await userEvent.click(tool("Link"));
    const dialog = within(screen.getByRole("dialog", { name: "Add a link" }));
    const address = dialog.getByRole("textbox", { name: /Address/ });

    await userEvent.type(address, "javascript:alert(1)");
    await userEvent.click(dialog.getByRole("button", { name: "Apply" }));
    expect(dialog.getByText("Enter an https://, http:// or mailto: address, or a page of this site such as /about.")).toBeVisible();
    expect(address).toHaveAttribute("aria-invalid", "true");
    expect(parse(html()).querySelector("a")).toBeNull();

    await userEvent.clear(address);
    await userEvent.type(address, "example.com/notes");
    await userEvent.click(dialog.getByRole("button", { name: "Apply" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const link = parse(html()).querySelector("p > a");
    expect(link).toHaveAttribute("href", "https://example.com/notes");
    expect(link).not.toHaveAttribute("target");
    expect(link).not.toHaveAttribute("rel");
    expect(link).toHaveTextContent("Hello world");
    expect(tool("Link")).toHaveAttribute("aria-pressed", "true");
    expect(onSubmitArticle).not.toHaveBeenCalled();
  });

  it("links to a page of the site, in a new tab with noopener when asked", async () => {
    const { html } = renderEditor();
    await selectAll();
    await userEvent.click(tool("Link"));
    const dialog = within(screen.getByRole("dialog", { name: "Add a link" }));
    await userEvent.type(dialog.getByRole("textbox", { name: /Address/ }), "/detail?id=3");
    await userEvent.click(dialog.getByRole("checkbox", { name: "Open in a new tab" }));
    await userEvent.click(dialog.getByRole("button", { name: "Apply" }));
    const link = parse(html()).querySelector("p > a");
    expect(link).toHaveAttribute("href", "/detail?id=3");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener");
  });

  it("changes an existing link's address and keeps its own target, rel and title", async () => {
    const { html } = renderEditor(`<p><a href="/old" target="_blank" rel="nofollow noopener" title="Old">a link</a></p>`);
    screen.getByRole("textbox", { name: "Body" }).focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await userEvent.click(tool("Link"));
    const dialog = within(screen.getByRole("dialog", { name: "Edit the link" }));
    const address = dialog.getByRole("textbox", { name: /Address/ });
    expect(address).toHaveValue("/old");
    expect(dialog.getByRole("checkbox", { name: "Open in a new tab" })).toBeChecked();
    await userEvent.clear(address);
    await userEvent.type(address, "#notes");
    await userEvent.click(dialog.getByRole("button", { name: "Apply" }));
    expect(htmlMeaning(parse(html()))).toEqual(htmlMeaning(parse(`<p><a href="#notes" target="_blank" rel="nofollow noopener" title="Old">a link</a></p>`)));
  });

  it("inserts a table with a head row, and adds a row to it", async () => {
    const { html } = renderEditor("<p>Before</p>");
    screen.getByRole("textbox", { name: "Body" }).focus();
    await userEvent.click(tool("Insert table"));
    const table = () => parse(html()).querySelector("table");
    expect(table()?.querySelectorAll("thead > tr > th")).toHaveLength(3);
    expect(table()?.querySelectorAll("tbody > tr")).toHaveLength(2);
    expect(tool("Insert table")).toBeDisabled();
    await userEvent.click(tool("Add a row"));
    expect(table()?.querySelectorAll("tbody > tr")).toHaveLength(3);
    await userEvent.click(tool("Delete the table"));
    expect(parse(html()).querySelector("table")).toBeNull();
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

/**
 * What the editor does not touch, it does not change: each body of the shared corpus (as the server stores it)
 * opened in the editor, the caret put at its very end and one word typed there, comes out as the original plus
 * that word, compared as parsed HTML. The browser suite types one of them from the keyboard and saves it
 * (e2e/admin/article-round-trip.e2e.ts); the server suite stores each as `storedForm` gives it.
 */
describe("an article opened in the editor, with one word typed at its end", () => {
  const WORD = " edited";

  it.each(ARTICLE_BODIES)("$name: keeps everything else", async (body) => {
    const stored = storedForm(body);
    const { onReady, html } = renderEditor(stored);
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(screen.queryAllByText("Kept as it is: this part cannot be edited here")).toHaveLength(body.held ?? 0);
    // Ctrl+End and a key, as ProseMirror turns them into a transaction: jsdom lays nothing out to move a caret by.
    const { editor } = screen.getByRole("textbox", { name: "Body" }) as HTMLElement & { editor: Editor };
    act(() => {
      editor.chain().focus("end").insertContent(WORD).run();
    });
    expect(meaningOf(html()!)).toEqual(typedAtEnd(meaningOf(stored), WORD));
  });
});
