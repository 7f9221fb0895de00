import { beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { openPage, type RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast } from "./admin-helpers";
import { makePng } from "./test-image";

const TITLE = "A walk by the lake";
const SLUG = "a-walk-by-the-lake";
const REVISED = "A walk by the lake, revised";
const LINK = "https://example.com/lake";

let app: RunningApp, browser: Browser, page: Page, context: BrowserContext, errors: string[];
let png: Buffer;
let articleId: number;

useBrowserApp((started) => ({ app, browser, page, context, errors } = started), { signIn: "ui" });

beforeAll(async () => {
  png = await makePng();
});

/** A visitor: a fresh browser context without the session. */
async function asVisitor<T>(look: (visitor: Page) => Promise<T>): Promise<T> {
  const visitor = await openPage(browser);
  try {
    return await look(visitor.page);
  } finally {
    await visitor.context.close();
  }
}

const field = (name: string) => page.getByRole("textbox", { name, exact: true });
const body = () => page.getByRole("textbox", { name: "Body" });
const tool = (name: string) => page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name, exact: true });
const image = (name: string) => ({ name, mimeType: "image/png", buffer: png });

describe("writing an article", () => {
  it("opens the editor from the article column and shows the server's refusal beside the title", async () => {
    await page.goto(`${app.url}/navDetail?id=2`);
    await page.getByRole("link", { name: "New article" }).click();
    await page.waitForURL(/\/articleEdit\?column=2$/);
    await page.getByRole("heading", { level: 2, name: "New article" }).waitFor();
    expect(await page.getByRole("combobox", { name: "Column" }).inputValue()).toBe("2");

    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("title must not be blank").waitFor();
    expect(await field("Title").getAttribute("aria-invalid")).toBe("true");
    // The focus goes to the field to fix.
    expect(await field("Title").evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it("writes the texts, a cover, a heading, a link and an uploaded image, and publishes them", async () => {
    await field("Title").fill(TITLE);
    await field("Subtitle").fill("Notes from a cold morning");
    await field("Summary").fill("Mist, herons and a long path round the water.");

    await page.getByLabel("Upload a cover").setInputFiles(image("cover.png"));
    await expect
      .poll(() => page.getByRole("img", { name: "Cover preview" }).getAttribute("src"), { timeout: 10_000 })
      .toMatch(/^\/uploads\/[0-9a-f]+-\d+\.webp$/);

    await body().click();
    await page.keyboard.type("Morning light");
    await tool("H2 heading").click();
    expect(await tool("H2 heading").getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("The path is described at ");
    await tool("Link").click();
    const linkDialog = page.getByRole("dialog", { name: "Add a link" });
    await linkDialog.getByRole("textbox", { name: "Address" }).fill(LINK);
    await linkDialog.getByRole("button", { name: "Apply" }).click();
    await linkDialog.waitFor({ state: "detached" });
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");

    await tool("Insert image").click();
    const imageDialog = page.getByRole("dialog", { name: "Insert an image" });
    await imageDialog.getByLabel("Image file").setInputFiles(image("lake.png"));
    await imageDialog.getByRole("textbox", { name: "Description" }).fill("The lake at dawn");
    await imageDialog.getByRole("button", { name: "Upload and insert" }).click();
    await imageDialog.waitFor({ state: "detached" });
    const inserted = body().getByRole("img", { name: "The lake at dawn" });
    expect(await inserted.getAttribute("src")).toMatch(/^\/uploads\/[0-9a-f]+-\d+\.webp$/);
    expect(await inserted.getAttribute("srcset")).toMatch(/480w/);

    // Tags: a new name is created on Enter and becomes a chip.
    // A text box with suggestions is a combobox.
    const tags = page.getByRole("combobox", { name: "Tags", exact: true });
    await tags.fill("Lakes");
    await tags.press("Enter");
    await page.getByRole("list", { name: "Tags of this article" }).getByText("Lakes").waitFor();
    expect(await tags.inputValue()).toBe("");

    await page.getByText("Unsaved changes").waitFor();
    expect(await page.getByText("Draft: visitors do not see it").isVisible()).toBe(true);
    // Publish saves the new article and publishes it in one press.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "Article published.");
    await page.waitForURL(/\/articleEdit\?id=\d+$/);
    await page.getByText(/^Published [A-Z][a-z]{2} \d{1,2}, \d{4}/).waitFor();
    articleId = Number(new URL(page.url()).searchParams.get("id"));
    await page.getByText("Live and up to date").waitFor();
    expect(await field("Title").inputValue()).toBe(TITLE);
    // The server made the permalink from the title.
    expect(await field("Permalink").inputValue()).toBe(SLUG);
  });

  it("is on the public home page and at its permalink, with the heading, the link and the image", async () => {
    await asVisitor(async (visitor) => {
      await visitor.goto(app.url);
      await visitor.getByRole("link", { name: TITLE }).click();
      await visitor.waitForURL(new RegExp(`/posts/${SLUG}$`));
      await visitor.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      const content = visitor.locator(".article-content");
      expect(await content.getByRole("heading", { level: 2, name: "Morning light" }).isVisible()).toBe(true);
      expect(await content.getByRole("link", { name: LINK }).getAttribute("href")).toBe(LINK);
      const picture = content.getByRole("img", { name: "The lake at dawn" });
      expect(await picture.getAttribute("src")).toMatch(/^\/uploads\/[0-9a-f]+-\d+\.webp$/);
      expect(await picture.getAttribute("srcset")).toMatch(/\/uploads\/[0-9a-f]+-480\.webp 480w/);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      const served = await visitor.request.get(`${app.url}${await picture.getAttribute("src")}`);
      expect(served.headers()["content-type"]).toBe("image/webp");
      const feed = await (await visitor.request.get(`${app.url}/rss.xml`)).text();
      expect(feed).toContain(TITLE);
      expect(feed).toContain(`/posts/${SLUG}</link>`);

      // Its tag leads to the tag's page, which lists it.
      await visitor.getByRole("list", { name: "Tags" }).getByRole("link", { name: "Lakes" }).click();
      await visitor.waitForURL(/\/tag\/lakes$/);
      await visitor.getByRole("heading", { level: 1, name: "Lakes" }).waitFor();
      await visitor.getByRole("link", { name: TITLE }).waitFor();
    });
  });

  it("fits 1920 and 1024 wide: no sideways scrolling, the toolbar and the Update button in view", async () => {
    for (const [width, height] of [
      [1920, 1080],
      [1024, 768],
    ]) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => window.scrollTo(0, 0));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${width} wide`).toBeLessThanOrEqual(0);
      expect(await page.getByRole("toolbar", { name: "Formatting" }).isVisible(), `${width} wide`).toBe(true);
      const save = await page.getByRole("button", { name: "Update" }).boundingBox();
      expect(save, `${width} wide`).not.toBeNull();
      expect(save!.x + save!.width, `${width} wide`).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("warns before leaving with unsaved settings, and stays on Cancel; texts are kept as they are typed", async () => {
    await field("Subtitle").fill("Notes from a cold, clear morning");
    const featured = page.getByRole("checkbox", { name: /^Featured/ });
    await featured.check();
    await page.getByRole("link", { name: "Column management" }).click();
    const question = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await question.waitFor();
    await question.getByRole("button", { name: "Cancel" }).click();
    await question.waitFor({ state: "detached" });
    expect(page.url()).toContain(`/articleEdit?id=${articleId}`);
    expect(await field("Subtitle").inputValue()).toBe("Notes from a cold, clear morning");
    await featured.uncheck();
    // The subtitle is kept in the working copy by itself; the live article does not change until Update.
    await page.getByText(/^Saved at \d\d:\d\d, not live until you Update$/).waitFor();
  });

  it("edits it: a new title, hidden, previewed by the author, then shown again", async () => {
    await field("Title").fill(REVISED);
    await page.getByRole("checkbox", { name: "Shown to visitors" }).uncheck();
    await page.getByRole("button", { name: "Update" }).click();
    await expectToast(page, "Article updated; it is hidden from visitors.");

    const [preview] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: /^Preview/ }).click()]);
    await preview.waitForURL(/\/preview\/[\w-]+$/);
    await preview.getByText("Hidden — preview").waitFor();
    expect(await preview.getByRole("heading", { level: 1 }).textContent()).toBe(REVISED);
    expect(await preview.getByText("Notes from a cold, clear morning").isVisible()).toBe(true);
    await preview.close();

    await asVisitor(async (visitor) => {
      await visitor.goto(`${app.url}/detail?id=${articleId}`);
      await visitor.getByRole("heading", { level: 1, name: "Article not found" }).waitFor();
    });

    await page.getByRole("checkbox", { name: "Shown to visitors" }).check();
    await page.getByRole("button", { name: "Update" }).click();
    await expectToast(page, "Article updated: visitors see the new version.");
    await asVisitor(async (visitor) => {
      await visitor.goto(`${app.url}/detail?id=${articleId}`);
      await visitor.getByRole("heading", { level: 1, name: REVISED }).waitFor();
      expect(await visitor.getByText("Hidden — preview").count()).toBe(0);
    });
  });

  it("unpublishes it back to a draft, gone from the public site, and publishes it again", async () => {
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expectToast(page, "Article returned to the drafts: visitors no longer see it.");
    await page.getByText("Draft: visitors do not see it").waitFor();
    await asVisitor(async (visitor) => {
      await visitor.goto(`${app.url}/detail?id=${articleId}`);
      await visitor.getByRole("heading", { level: 1, name: "Article not found" }).waitFor();
    });

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "Article published.");
    await asVisitor(async (visitor) => {
      await visitor.goto(`${app.url}/detail?id=${articleId}`);
      await visitor.getByRole("heading", { level: 1, name: REVISED }).waitFor();
    });
  });

  it("deletes it after a confirmation, and it is gone from the public site", async () => {
    await page.getByRole("link", { name: "← 文章 Articles" }).click();
    await page.waitForURL(/\/navDetail\?id=2$/);
    await page.getByRole("button", { name: `Delete ${REVISED}` }).click();
    const question = page.getByRole("alertdialog", { name: "Delete this article?" });
    await question.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Article deleted.");
    await page.getByRole("button", { name: `Delete ${REVISED}` }).waitFor({ state: "detached" });

    await asVisitor(async (visitor) => {
      await visitor.goto(`${app.url}/detail?id=${articleId}`);
      await visitor.getByRole("heading", { level: 1, name: "Article not found" }).waitFor();
      await visitor.goto(app.url);
      await visitor.locator(".article-item").first().waitFor();
      expect(await visitor.getByRole("link", { name: REVISED }).count()).toBe(0);
    });
    expect(errors).toEqual([]);
  });
});
