import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import {
  AdminBlockCommenterDocument,
  AdminCommentQueueDocument,
  AdminCommentSettingsDocument,
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
  createTime: "2025-05-06T07:08:09.000Z", state: "PENDING", ...fields,
});

function openComments(url = "/admin/comments") {
  const listed: Record<string, unknown>[] = [];
  const sent: Record<string, Record<string, unknown>[]> = { moderate: [], reply: [], block: [], settings: [] };
  const mocks: MockLink.MockedResponse[] = [
    {
      ...always,
      request: { query: AdminCommentQueueDocument, variables: (variables) => (listed.push(variables), true) },
      result: { data: { commentQueue: { __typename: "CommentPage", total: 2, items: [row(5, { body: "<b>hi</b>", authorName: "Ada" }), row(4)] }, pendingCommentCount: 2 } },
    },
    { ...always, request: { query: AdminCommentSettingsDocument }, result: { data: { commentSettings: { __typename: "CommentSettings", approveKnownCommenters: false, heldWords: ["casino"], spamWords: [] } } } },
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
  return { user: userEvent.setup(), listed, sent, router };
}

describe("comment moderation", () => {
  it("lists the waiting comments as plain text, with how many wait", async () => {
    openComments();
    const text = await screen.findByText("<b>hi</b>");
    expect(text.querySelector("b")).toBeNull();
    expect(screen.getByRole("heading", { name: "Comments (2 waiting)" })).toBeVisible();
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
    await user.type(screen.getByRole("textbox", { name: "Reply to Ada" }), "Thanks!");
    await user.click(screen.getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(sent.reply).toEqual([{ id: 5, body: "Thanks!" }]));
    await user.click(screen.getByRole("button", { name: "Block e-mail of Ada" }));
    await waitFor(() => expect(sent.block).toEqual([{ commentId: 5, kind: "EMAIL" }]));
  });

  it("filters by state and by article, keeping both in the address", async () => {
    const { user, listed, router } = openComments();
    await screen.findByText("Comment 4");
    expect(listed.at(-1)).toEqual({ state: "PENDING", offset: 0, limit: 10 });
    await user.selectOptions(screen.getByLabelText("Show"), "Spam");
    await waitFor(() => expect(listed.at(-1)).toEqual({ state: "SPAM", offset: 0, limit: 10 }));
    await user.click(screen.getAllByRole("button", { name: "Only the comments on “Notes on tea”" })[0]);
    await waitFor(() => expect(listed.at(-1)).toEqual({ state: "SPAM", articleId: 2, offset: 0, limit: 10 }));
    expect(router.state.location.search).toBe("?state=spam&article=2");
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
