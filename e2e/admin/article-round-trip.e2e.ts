import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { ARTICLE_BODIES, storedForm } from "../../server/test/article-bodies";
import { meaningOf, typedAtEnd } from "../../server/test/parsed-html";
import type { RunningApp } from "../harness";
import { useBrowserApp } from "../browser-app";
import { expectToast, gqlData } from "./admin-helpers";

/**
 * What the editor does not touch, it does not change, through the whole flow: a body of the shared corpus is
 * created through GraphQL, opened in the editor, given one word at its very end from the keyboard and saved; the
 * stored body is then the original plus that word, compared as parsed HTML. Every body of the corpus goes
 * through the same editor, with the word typed at its end, in the web suite
 * (web/src/features/admin/article-editor/rich-text-editor.test.tsx), where each costs milliseconds instead of
 * a page load.
 */

const WORD = " edited";
const SQUARE = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#9bb"/></svg>`;

let app: RunningApp, page: Page, context: BrowserContext, errors: string[];

useBrowserApp((started) => ({ app, page, context, errors } = started), { signIn: "direct" });

beforeAll(async () => {
  // The corpus names images on this site and elsewhere that do not exist: each is drawn as a small square.
  await context.route("**/*", (route) =>
    route.request().resourceType() === "image" ? route.fulfill({ contentType: "image/svg+xml", body: SQUARE }) : route.fallback(),
  );
});

const CREATE = "mutation($input: CreateArticleInput!) { createArticle(input: $input) { id content } }";
const READ = "query($id: Int!) { article(id: $id) { content } }";

/** Whether the caret sits in the body with no text after it. */
function caretAtEnd(): Promise<boolean> {
  return page.getByRole("textbox", { name: "Body" }).evaluate((root) => {
    const selection = window.getSelection();
    if (!selection || selection.rangeCount === 0 || !selection.isCollapsed || !root.contains(selection.focusNode)) return false;
    const after = document.createRange();
    after.setStart(selection.focusNode!, selection.focusOffset);
    after.setEnd(root, root.childNodes.length);
    return after.toString().trim() === "";
  });
}

describe("an article opened in the editor, with one word typed at its end", () => {
  // The example: links in a paragraph, then an image, after which the word is typed.
  it.each(ARTICLE_BODIES.slice(0, 1))("$name: keeps everything else", async (body) => {
    const { createArticle } = await gqlData<{ createArticle: { id: number; content: string } }>(context, app.url, CREATE, {
      input: { columnId: 2, title: body.name.slice(0, 200), content: body.html },
    });
    const stored = createArticle.content;
    expect(meaningOf(stored)).toEqual(meaningOf(storedForm(body)));

    await page.goto(`${app.url}/articleEdit?id=${createArticle.id}`);
    const editor = page.getByRole("textbox", { name: "Body" });
    await editor.waitFor();
    await page.getByText("All changes saved").waitFor();
    const notice = page.getByRole("note").filter({ hasText: "cannot be edited here" });
    expect(await notice.count()).toBe(body.held ? 1 : 0);
    expect(await page.getByText("Kept as it is: this part cannot be edited here").count()).toBe(body.held ?? 0);

    // Into the text from the keyboard: a click could land on an image and select it, and typing would replace it.
    await editor.focus();
    // The editor may still be placing its first selection (before a leading table, say) when the key arrives,
    // so press it until no text follows the caret.
    for (let tries = 0; tries < 10 && !(await caretAtEnd()); tries++) {
      await page.keyboard.press("Control+End");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await caretAtEnd()).toBe(true);
    await page.keyboard.type(WORD);
    await page.getByText("Unsaved changes").waitFor();
    await page.getByRole("button", { name: "Save" }).click();
    // Written through the API, the article is a draft: saving keeps it one.
    await expectToast(page, "Draft saved; visitors do not see it yet.");
    await page.getByText("All changes saved").waitFor();

    const { article } = await gqlData<{ article: { content: string } }>(context, app.url, READ, { id: createArticle.id });
    expect(meaningOf(article.content)).toEqual(typedAtEnd(meaningOf(stored), WORD));
  });

  it("raised no errors in the page", () => {
    expect(errors).toEqual([]);
  });
});
