import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import {
  AdminBlockCommentEmailDocument,
  AdminBlockCommenterDocument,
  AdminCarryOutCommentRemovalDocument,
  AdminCommentBlocksDocument,
  AdminCommentQueueDocument,
  AdminCommentRemovalRequestsDocument,
  AdminCommentSettingsDocument,
  AdminLiftCommentBlockDocument,
  AdminModerateCommentsDocument,
  AdminReplyToCommentDocument,
  AdminUpdateCommentSettingsDocument,
} from "../../../gql/admin/graphql";
import { ToastProvider } from "../../../lib/toast";
import { AdminUserContext, type AdminUser } from "../shell/admin-user";
import { CommentsPage } from "./comments-page";

afterEach(cleanup);

const editor = { __typename: "User", id: 1, name: "admin", role: "ADMIN", roleAuth: "EDIT", language: null } as AdminUser;
const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const row = (id: number, fields: Record<string, unknown> = {}) => ({
  __typename: "Comment", id, articleId: 2, articleTitle: "Notes on tea", articleSlug: "notes-on-tea", parentId: null, authorName: `Reader ${id}`, body: `Comment ${id}`, byOwner: false,
  createTime: "2025-05-06T07:08:09.000Z", state: "PENDING", kind: "COMMENT", sourceUrl: "", ...fields,
});

function openComments(url = "/admin/comments") {
  const listed: Record<string, unknown>[] = [];
  const sent: Record<string, Record<string, unknown>[]> = { moderate: [], reply: [], block: [], settings: [], blockEmail: [], lift: [], removal: [] };
  let blocksRead = 0;
  const mocks: MockLink.MockedResponse[] = [
    {
      ...always,
      request: { query: AdminCommentQueueDocument, variables: (variables) => (listed.push(variables), true) },
      // Filtered by article, the page names it, as the server does.
      result: (variables) => ({
        data: {
          commentQueue: { __typename: "CommentQueuePage", total: 2, articleTitle: variables.articleId === 2 ? "Notes on tea" : null, items: [row(5, { body: "<b>hi</b>", authorName: "Ada" }), row(4, { kind: "REPLY", sourceUrl: "https://grace.example/re" })] },
          pendingCommentCount: 2,
        },
      }),
    },
    { ...always, request: { query: AdminCommentSettingsDocument }, result: { data: { commentSettings: { __typename: "CommentSettings", approveKnownCommenters: false, heldWords: ["casino"], spamWords: [] } } } },
    {
      ...always,
      request: { query: AdminCommentBlocksDocument, variables: () => (blocksRead++, true) },
      result: { data: { commentBlocks: [{ __typename: "CommentBlock", id: 7, kind: "EMAIL", note: "pest@example.org", createTime: "2025-05-01T00:00:00.000Z" }] } },
    },
    {
      ...always,
      request: { query: AdminBlockCommentEmailDocument, variables: (v) => v.email === "not-an-address" },
      result: { errors: [{ message: "email must be an e-mail address", extensions: { code: "BAD_USER_INPUT", field: "email" } }] },
    },
    { ...always, request: { query: AdminBlockCommentEmailDocument, variables: (v) => (sent.blockEmail.push(v), true) }, result: { data: { blockCommentEmail: { __typename: "CommentBlock", id: 8 } } } },
    {
      ...always,
      request: { query: AdminCommentRemovalRequestsDocument },
      result: { data: { commentRemovalRequests: [{ __typename: "CommentRemovalRequest", id: 3, comments: 4, confirmedTime: "2025-05-02T10:00:00.000Z", createTime: "2025-05-02T09:00:00.000Z" }] } },
    },
    { ...always, request: { query: AdminCarryOutCommentRemovalDocument, variables: (v) => (sent.removal.push(v), true) }, result: { data: { carryOutCommentRemoval: 4 } } },
    { ...always, request: { query: AdminLiftCommentBlockDocument, variables: (v) => (sent.lift.push(v), true) }, result: { data: { deleteCommentBlock: 7 } } },
    { ...always, request: { query: AdminModerateCommentsDocument, variables: (v) => (sent.moderate.push(v), true) }, result: { data: { moderateComments: [] } } },
    { ...always, request: { query: AdminReplyToCommentDocument, variables: (v) => (sent.reply.push(v), true) }, result: { data: { replyToComment: { __typename: "Comment", id: 9 } } } },
    { ...always, request: { query: AdminBlockCommenterDocument, variables: (v) => (sent.block.push(v), true) }, result: { data: { blockCommenter: { __typename: "CommentBlock", id: 1 } } } },
    {
      ...always,
      request: { query: AdminUpdateCommentSettingsDocument, variables: (v) => (sent.settings.push(v), true) },
      result: { data: { updateCommentSettings: { __typename: "CommentSettings", approveKnownCommenters: true, heldWords: ["casino", "loan"], spamWords: [] } } },
    },
  ];
  const router = createMemoryRouter([{ path: "/admin/comments", element: <CommentsPage /> }], { initialEntries: [url] });
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <AdminUserContext.Provider value={editor}>
          <RouterProvider router={router} />
        </AdminUserContext.Provider>
      </ToastProvider>
    </MockedProvider>,
  );
  return { user: userEvent.setup(), listed, sent, router, blocksRead: () => blocksRead };
}

describe("comment moderation", () => {
  it("lists the waiting comments as plain text, with how many wait", async () => {
    openComments();
    const text = await screen.findByText("<b>hi</b>");
    expect(text.querySelector("b")).toBeNull();
    expect(screen.getByRole("heading", { name: "Comments (2 waiting)" })).toBeVisible();
  });

  it("marks a Webmention with its kind and a link to its source, and offers no e-mail block for it", async () => {
    openComments();
    expect(await screen.findByRole("link", { name: "Webmention: a reply on grace.example" })).toHaveAttribute("href", "https://grace.example/re");
    expect(screen.getByRole("button", { name: "Block address of Reader 4" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Block e-mail of Reader 4" })).toBeNull();
    expect(screen.getByRole("button", { name: "Block e-mail of Ada" })).toBeVisible();
  });

  it("names each comment's article by its title, linked to the article", async () => {
    openComments();
    const row = (await screen.findByText("<b>hi</b>")).closest("li")!;
    expect(within(row).getByRole("link", { name: "Notes on tea" })).toHaveAttribute("href", "/posts/notes-on-tea");
    expect(screen.queryByText("Article 2")).toBeNull();
  });

  it("approves the ticked comments together", async () => {
    const { user, sent } = openComments();
    await user.click(await screen.findByRole("checkbox", { name: "Tick the comment by Ada" }));
    await user.click(screen.getByRole("checkbox", { name: "Tick the comment by Reader 4" }));
    const bulk = screen.getByRole("group", { name: "With the ticked comments" });
    expect(within(bulk).getByText("2 ticked")).toBeVisible();
    await user.click(within(bulk).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(sent.moderate).toEqual([{ ids: [5, 4], action: "APPROVE" }]));
    expect(await screen.findByText("2 comments approved.")).toBeVisible();
  });

  it("replies as the owner and blocks a commenter", async () => {
    const { user, sent } = openComments();
    await user.click(await screen.findByRole("button", { name: "Reply to Ada" }));
    expect(screen.getByRole("textbox", { name: "Reply to Ada" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Reply to Ada" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Reply to Ada" }));
    await user.keyboard("Thanks!");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(sent.reply).toEqual([{ id: 5, body: "Thanks!" }]));
    await waitFor(() => expect(screen.getByRole("button", { name: "Reply to Ada" })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Block e-mail of Ada" }));
    await waitFor(() => expect(sent.block).toEqual([{ commentId: 5, kind: "EMAIL" }]));
  });

  it("filters by state and by article, keeping both in the address", async () => {
    const { user, listed, router } = openComments();
    await screen.findByText("Comment 4");
    expect(listed.at(-1)).toEqual({ state: "PENDING", offset: 0, limit: 10 });
    await user.selectOptions(screen.getByLabelText("Show"), "Spam");
    await waitFor(() => expect(listed.at(-1)).toEqual({ state: "SPAM", offset: 0, limit: 10 }));
    await user.click(screen.getAllByRole("button", { name: "Only this article: “Notes on tea”" })[0]);
    await waitFor(() => expect(listed.at(-1)).toEqual({ state: "SPAM", articleId: 2, offset: 0, limit: 10 }));
    expect(router.state.location.search).toBe("?state=spam&article=2");
    expect(await screen.findByText("Only the comments on “Notes on tea”.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Show every article" }));
    await waitFor(() => expect(listed.at(-1)).toEqual({ state: "SPAM", offset: 0, limit: 10 }));
    expect(screen.queryByText(/^Only the comments on/)).toBeNull();
  });

  it("names the article it is filtered by when opened with one in the address", async () => {
    openComments("/admin/comments?article=2");
    expect(await screen.findByText("Only the comments on “Notes on tea”.")).toBeVisible();
    expect(screen.queryByText(/article 2/i)).toBeNull();
  });

  it("lists the blocked commenters and lifts a block", async () => {
    const { user, sent } = openComments();
    const blocked = await screen.findByRole("region", { name: "Blocked" });
    expect(await within(blocked).findByText("pest@example.org")).toBeVisible();
    await user.click(within(blocked).getByRole("button", { name: "Lift block: pest@example.org" }));
    await waitFor(() => expect(sent.lift).toEqual([{ id: 7 }]));
    expect(await screen.findByText("The block on pest@example.org is lifted.")).toBeVisible();
  });

  it("blocks a typed-in e-mail address, showing a refusal beside the field", async () => {
    const { user, sent } = openComments();
    const field = await screen.findByRole("textbox", { name: "E-mail address to block" });
    await user.type(field, "not-an-address{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("email must be an e-mail address");
    expect(field).toHaveAttribute("aria-invalid", "true");
    await user.clear(field);
    await user.type(field, " pest2@example.org ");
    await user.click(screen.getByRole("button", { name: "Block" }));
    await waitFor(() => expect(sent.blockEmail).toEqual([{ email: "pest2@example.org" }]));
    expect(await screen.findByText("Comments giving pest2@example.org are refused from now on.")).toBeVisible();
    expect(field).toHaveValue("");
  });

  it("reads the blocks again after blocking a commenter from a comment", async () => {
    const { user, sent, blocksRead } = openComments();
    await screen.findByText("pest@example.org");
    // The queue and the blocks are two requests: the button comes with the queue, whichever answers first.
    const block = await screen.findByRole("button", { name: "Block address of Ada" });
    const before = blocksRead();
    await user.click(block);
    await waitFor(() => expect(sent.block).toEqual([{ commentId: 5, kind: "ADDRESS" }]));
    await waitFor(() => expect(blocksRead()).toBeGreaterThan(before));
  });

  it("carries out a removal request only once the owner confirms it", async () => {
    const { user, sent } = openComments();
    const removals = await screen.findByRole("region", { name: "Removal requests" });
    expect(await within(removals).findByText("4 comments from one e-mail address")).toBeVisible();
    const carryOut = within(removals).getByRole("button", { name: /^Remove the comments of the request confirmed / });
    await user.click(carryOut);
    await user.click(within(await screen.findByRole("alertdialog", { name: "Remove 4 comments?" })).getByRole("button", { name: "Cancel" }));
    expect(sent.removal).toEqual([]);
    carryOut.focus();
    await user.keyboard("{Enter}");
    await user.click(within(await screen.findByRole("alertdialog", { name: "Remove 4 comments?" })).getByRole("button", { name: "Remove the comments" }));
    await waitFor(() => expect(sent.removal).toEqual([{ id: 3 }]));
    expect(await screen.findByText("4 comments removed.")).toBeVisible();
  });

  it("saves the judging settings, one word on each line", async () => {
    const { user, sent } = openComments();
    const held = await screen.findByRole("textbox", { name: "Words that hold a comment for approval" });
    expect(held).toHaveValue("casino");
    await user.type(held, "\n loan \n");
    await user.click(screen.getByRole("checkbox", { name: /Approve at once/ }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(sent.settings).toEqual([{ input: { heldWords: ["casino", "loan"], spamWords: [], approveKnownCommenters: true } }]));
  });
});
