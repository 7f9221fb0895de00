import { beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast } from "./admin-helpers";
import { makePng } from "./test-image";

const TITLE = "Five clicks to the lake";
const SLUG = "five-clicks-to-the-lake";

let app: RunningApp, browser: Browser, page: Page;
let png: Buffer;

useBrowserApp((started) => ({ app, browser, page } = started), { signIn: "direct" });

beforeAll(async () => {
  png = await makePng(900, 600);
});

const body = () => page.getByRole("textbox", { name: "Body" });

/**
 * Pastes an image file into the focused element, as copying a file and pressing Ctrl+V does. The bytes go to the
 * page as base64: as an array of numbers, a photo's megabyte took the protocol about 9 s.
 */
async function pasteImage(bytes: Buffer, name: string) {
  await page.evaluate(
    ({ data, fileName }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(data), (char) => char.charCodeAt(0))], fileName, { type: "image/png" }));
      document.activeElement!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    { data: bytes.toString("base64"), fileName: name },
  );
}

/** Drops an image file on the body at its middle, as dragging a file from the desktop does. */
async function dropImage(bytes: Buffer, name: string) {
  const box = (await body().boundingBox())!;
  await body().evaluate(
    (element, { data, fileName, x, y }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(data), (char) => char.charCodeAt(0))], fileName, { type: "image/png" }));
      element.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, clientX: x, clientY: y, bubbles: true, cancelable: true }));
    },
    { data: bytes.toString("base64"), fileName: name, x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

describe("a new post", () => {
  it("goes from any back-office page to published in at most 5 clicks: New post, title, body, paste an image, Publish", async () => {
    let clicks = 0;
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click();
    };
    await page.goto(`${app.url}/linked`);
    await click(page.getByRole("link", { name: "New post" }));
    await page.waitForURL(/\/articleEdit$/);
    await page.getByRole("heading", { name: "New article" }).waitFor();

    await click(page.getByRole("textbox", { name: "Title", exact: true }));
    await page.keyboard.type(TITLE);
    await click(body());
    // Markdown shortcuts while typing: a heading, a list and a quote.
    await page.keyboard.type("## Morning");
    await page.keyboard.press("Enter");
    await page.keyboard.type("- mist on the water");
    await page.keyboard.press("Enter");
    await page.keyboard.type("herons");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("> The path is quiet.");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await pasteImage(png, "lake-at-dawn.png");
    const image = body().getByRole("img", { name: "lake at dawn" });
    await image.waitFor();
    expect(await image.getAttribute("src")).toMatch(/^\/uploads\/[0-9a-f]+-\d+\.webp$/);
    expect(await image.getAttribute("srcset")).toMatch(/480w/);
    expect(await body().locator("h2").textContent()).toBe("Morning");
    expect(await body().locator("ul > li").allTextContents()).toEqual(["mist on the water", "herons"]);
    expect(await body().locator("blockquote").textContent()).toBe("The path is quiet.");

    await click(page.getByRole("button", { name: "Publish", exact: true }));
    await expectToast(page, "Article published.");
    expect(clicks).toBeLessThanOrEqual(5);
    await page.waitForURL(/\/articleEdit\?id=\d+$/);
    // Published under the permalink made from the title. (What visitors then see of a published article, on the
    // home page, at its permalink and in the feed: e2e/admin/authoring.e2e.ts.)
    await expect.poll(() => page.getByRole("textbox", { name: "Permalink", exact: true }).inputValue()).toBe(SLUG);
  });

  it("shares a draft through a preview link that works without signing in and asks not to be indexed", async () => {
    await page.getByRole("link", { name: "New post" }).click();
    await page.waitForURL(/\/articleEdit$/);
    // The router renders the new page in a transition: until it commits, the Title box on screen is the
    // published article's, about to go. Typed into that, the words would be lost with it.
    await page.getByRole("heading", { name: "New article" }).waitFor();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill("A draft for a friend");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(/\/articleEdit\?id=\d+$/);
    await page.getByRole("button", { name: "Share preview" }).click();
    const link = await page.getByRole("textbox", { name: "Preview link" }).inputValue();
    expect(link).toMatch(new RegExp(`^${app.url}/preview/[\\w-]+$`));

    const visitor = await openPage(browser);
    try {
      await visitor.page.goto(link);
      await visitor.page.getByRole("heading", { level: 1, name: "A draft for a friend" }).waitFor();
      await visitor.page.getByText("Draft — preview").waitFor();
      await expect.poll(() => visitor.page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    } finally {
      await visitor.context.close();
    }
  });

  it("saves with Ctrl+S wherever the focus is", async () => {
    const title = page.getByRole("textbox", { name: "Title", exact: true });
    await title.fill(`${TITLE}, revised`);
    await page.getByText("Unsaved changes").waitFor();
    await page.getByRole("link", { name: "New post" }).focus();
    await page.keyboard.press("Control+s");
    await page.getByText("All changes saved").waitFor();
    await expectToast(page, "Draft saved; visitors do not see it yet.");
  });

  it("turns 1. and ``` into a numbered list and a code block, and uploads an image dropped on the body", async () => {
    await body().click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("1. first step");
    await page.keyboard.press("Enter");
    await page.keyboard.type("second step");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("``` ");
    await page.keyboard.type("x = 1");
    expect(await body().locator("ol > li").allTextContents()).toEqual(["first step", "second step"]);
    expect(await body().locator("pre code").textContent()).toBe("x = 1");

    await dropImage(png, "heron-on-a-post.png");
    const dropped = body().getByRole("img", { name: "heron on a post" });
    await dropped.waitFor();
    expect(await dropped.getAttribute("src")).toMatch(/^\/uploads\/[0-9a-f]+-\d+\.webp$/);
    await page.keyboard.press("Control+s");
    await page.getByText("All changes saved").waitFor();
  });
});
