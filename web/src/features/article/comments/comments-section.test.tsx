import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { MockLink } from "@apollo/client/testing";
import { CommentChallengeDocument, CommentThreadDocument, MyCommentsDocument, PostCommentDocument } from "../../../gql/article/graphql";
import { renderPage } from "../../../lib/test-render";
import { CommentsSection } from "./comments-section";

// The proof of work is altcha-lib's, checked by the server's own tests and the browser tests; here it answers
// at once with the challenge it was given, so the form's behaviour is what is tested.
vi.mock("./solve-challenge", () => ({ solveChallenge: async (challenge: string) => `solved:${challenge}` }));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const node = (id: number, name: string, depth: number, fields: Record<string, unknown> = {}) => ({
  __typename: "ThreadComment",
  id,
  parentId: null,
  depth,
  authorName: name,
  replyToName: null,
  bodyHtml: `<p>Words of ${name}</p>`,
  byOwner: false,
  createTime: "2025-05-06T07:08:09.000Z",
  replies: [],
  ...fields,
});

const thread = [
  node(1, "Ada", 1, {
    replies: [node(2, "Lin", 2, { parentId: 1, byOwner: true, replies: [node(3, "Bo", 3, { parentId: 2, replies: [node(4, "Cy", 3, { parentId: 3, replyToName: "Bo" })] })] })],
  }),
];

const threadMock = (comments: unknown[], total: number): MockLink.MockedResponse => ({
  ...always,
  request: { query: CommentThreadDocument, variables: { articleId: 3 } },
  result: { data: { commentThread: { __typename: "CommentThread", threadId: 3, total, comments } } },
});

const mine = (id: number, parentId: number | null, state = "PENDING") => ({
  __typename: "Comment",
  id,
  articleId: 3,
  parentId,
  authorName: "Me",
  bodyHtml: `<p>Mine ${id}</p>`,
  createTime: "2025-05-07T07:08:09.000Z",
  state,
});

const myMock = (comments: unknown[]): MockLink.MockedResponse => ({
  ...always,
  request: { query: MyCommentsDocument, variables: { articleId: 3 } },
  result: { data: { myComments: comments } },
});

let issued = 0;
const challengeMock: MockLink.MockedResponse = {
  ...always,
  request: { query: CommentChallengeDocument },
  result: () => ({ data: { commentChallenge: { __typename: "CommentChallenge", challenge: `challenge-${++issued}`, issuedAt: "2025-05-07T07:08:09.000Z" } } }),
};

/** Answers each post with the next result; `sent` holds the inputs. */
function postMock(...results: MockLink.MockedResponse["result"][]) {
  const sent: Record<string, unknown>[] = [];
  const mock: MockLink.MockedResponse = {
    ...always,
    request: { query: PostCommentDocument, variables: (variables) => (sent.push(variables.input), true) },
    result: () => results[Math.min(sent.length, results.length) - 1] as never,
  };
  return { mock, sent };
}

const held = { data: { postComment: { __typename: "PostedComment", heldBecause: "NEW_COMMENTER", comment: mine(9, null) } } };

function open(mocks: MockLink.MockedResponse[], locale: "en" | "zh" = "en") {
  renderPage(<CommentsSection articleId={3} language="EN" />, { url: locale === "zh" ? "/zh/posts/a" : "/posts/a", mocks: [challengeMock, ...mocks], locale });
  return userEvent.setup();
}

/** Opens the form under the thread (it loads when asked for) and answers it. */
async function mainForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Write a comment" }));
  return screen.findByRole("form", { name: "Leave a comment" });
}

describe("comments under an article", () => {
  it("shows the thread nested, flat from the third level with the name answered, and the reader's own waiting comment", async () => {
    // This browser commented in the thread before: it asks for its own comments.
    localStorage.setItem("commentedThreads", "5,3");
    open([threadMock(thread, 4), myMock([mine(8, 2), mine(7, 3, "APPROVED")])]);
    expect(await screen.findByRole("heading", { name: "4 comments" })).toBeVisible();
    const ada = screen.getByRole("article", { name: "Comment by Ada" });
    // The body goes in through the sanitizer, which jsdom (no built-in one) loads on first use.
    expect(await within(ada).findByText("Words of Ada")).toBeVisible();
    expect(within(ada).getByText("A")).toHaveAttribute("aria-hidden", "true");
    const lin = screen.getByRole("article", { name: "Comment by Lin" });
    expect(within(lin).getByText("Author")).toBeVisible();
    expect(within(screen.getByRole("article", { name: "Comment by Cy" })).getByText("↪ Bo")).toBeVisible();
    // Bo and Cy are both at the third level: Cy sits beside Bo, not under it.
    const bo = screen.getByRole("article", { name: "Comment by Bo" }).closest("li")!;
    expect(bo.parentElement).toBe(screen.getByRole("article", { name: "Comment by Cy" }).closest("li")!.parentElement);
    const waiting = await screen.findByText("Mine 8");
    expect(waiting.closest("li")!.parentElement!.closest("li")).toBe(lin.closest("li"));
    expect(within(waiting.closest("article")!).getByText(/Waiting for approval/)).toBeVisible();
    // Only waiting comments come from myComments: an approved one is the thread's to show.
    expect(screen.queryByText("Mine 7")).toBeNull();
  });

  it("names the first field the form can tell is wrong and sends nothing", async () => {
    const post = postMock(held);
    const user = open([threadMock([], 0), myMock([]), post.mock]);
    expect(await screen.findByText("No comments yet. Start the conversation.")).toBeVisible();
    const form = await mainForm(user);
    expect(within(form).getByLabelText("Name")).toHaveFocus();
    await user.click(within(form).getByRole("button", { name: "Post comment" }));
    const name = within(form).getByLabelText("Name");
    expect(name).toHaveAccessibleDescription("Enter your name.");
    expect(name).toHaveFocus();
    await user.type(name, "Ada");
    await user.click(within(form).getByRole("checkbox", { name: /E-mail me when someone replies/ }));
    await user.click(within(form).getByRole("button", { name: "Post comment" }));
    expect(within(form).getByRole("textbox", { name: /^E-mail/ })).toHaveAccessibleDescription("Give your e-mail address to be told about replies, or untick the box.");
    await user.click(within(form).getByRole("checkbox", { name: /E-mail me when someone replies/ }));
    await user.click(within(form).getByRole("button", { name: "Post comment" }));
    expect(within(form).getByLabelText("Comment")).toHaveAccessibleDescription(/Write a comment\. You can use Markdown/);
    expect(post.sent).toHaveLength(0);
  });

  it("asks for the reader's own comments only where this browser has commented", async () => {
    let asked = 0;
    const my: MockLink.MockedResponse = { ...always, request: { query: MyCommentsDocument, variables: { articleId: 3 } }, result: () => (asked++, { data: { myComments: [] } }) };
    open([threadMock(thread, 4), my]);
    await screen.findByRole("article", { name: "Comment by Ada" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);
  });

  it("posts with the solved challenge and an empty honeypot, then says the comment waits and shows it to its author", async () => {
    const post = postMock(held);
    let myAnswers = 0;
    const my: MockLink.MockedResponse = {
      ...always,
      request: { query: MyCommentsDocument, variables: { articleId: 3 } },
      result: () => ({ data: { myComments: myAnswers++ === 0 ? [] : [mine(9, null)] } }),
    };
    const user = open([threadMock([], 0), my, post.mock]);
    const form = await mainForm(user);
    await user.type(within(form).getByLabelText("Name"), "Ada");
    await user.type(within(form).getByLabelText("Comment"), "Hello *there*");
    await user.click(within(form).getByRole("button", { name: "Post comment" }));
    await waitFor(() => expect(within(form).getByRole("status")).toHaveTextContent("Thank you! Your comment waits for the author's approval"));
    expect(post.sent[0]).toMatchObject({ articleId: 3, authorName: "Ada", body: "Hello *there*", language: "EN" });
    expect(post.sent[0].altcha).toMatch(/^solved:challenge-\d+$/);
    expect(post.sent[0].website).toBeUndefined();
    expect(post.sent[0].parentId).toBeUndefined();
    expect(within(form).getByLabelText("Comment")).toHaveValue("");
    expect(await screen.findByText("Mine 9")).toBeVisible();
  });

  it("shows the server's refusal and sends the next try with a new challenge", async () => {
    const post = postMock({ errors: [new GraphQLError("This site does not take comments from you.", { extensions: { code: "BAD_USER_INPUT", messageId: "comment.blocked" } })] }, held);
    const user = open([threadMock([], 0), myMock([]), post.mock]);
    const form = await mainForm(user);
    await user.type(within(form).getByLabelText("Name"), "Eve");
    await user.type(within(form).getByLabelText("Comment"), "Hi");
    await user.click(within(form).getByRole("button", { name: "Post comment" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("This site does not take comments from you.");
    await user.click(within(form).getByRole("button", { name: "Post comment" }));
    await waitFor(() => expect(post.sent).toHaveLength(2));
    expect(post.sent[1].altcha).not.toBe(post.sent[0].altcha);
  });

  it("opens a reply form under a comment, which answers it", async () => {
    const post = postMock(held);
    const user = open([threadMock(thread, 4), myMock([]), post.mock]);
    const ada = await screen.findByRole("article", { name: "Comment by Ada" });
    await user.click(within(ada).getByRole("button", { name: "Reply to Ada" }));
    const reply = await within(ada).findByRole("form", { name: "Reply to Ada" });
    expect(within(reply).getByLabelText("Name")).toHaveFocus();
    await user.type(within(reply).getByLabelText("Name"), "Bo");
    await user.type(within(reply).getByLabelText("Comment"), "Agreed");
    await user.click(within(reply).getByRole("button", { name: "Post reply" }));
    await waitFor(() => expect(post.sent[0]).toMatchObject({ parentId: 1, authorName: "Bo", body: "Agreed" }));
    await user.click(within(reply).getByRole("button", { name: "Cancel" }));
    expect(within(ada).queryByRole("form")).toBeNull();
  });

  it("speaks Chinese under /zh/", async () => {
    const user = open([threadMock([], 0), myMock([])], "zh");
    await user.click(await screen.findByRole("button", { name: "写评论" }));
    const form = await screen.findByRole("form", { name: "发表评论" });
    await user.click(within(form).getByRole("button", { name: "发表评论" }));
    expect(within(form).getByLabelText("名字")).toHaveAccessibleDescription("请填写你的名字。");
    expect(screen.getByRole("heading", { name: "评论" })).toBeVisible();
  });
});
