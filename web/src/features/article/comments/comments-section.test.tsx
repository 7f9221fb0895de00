import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { MockLink } from "@apollo/client/testing";
import {
  CommentChallengeDocument,
  CommentThreadDocument,
  DeleteMyCommentDocument,
  EditMyCommentDocument,
  MyCommentsDocument,
  PostCommentDocument,
  RequestCommentRemovalDocument,
} from "../../../gql/article/graphql";
import { renderPage } from "../../../lib/test-render";
import { CommentsSection } from "./comments-section";

// The proof of work is altcha-lib's, checked by the server's own tests and the browser tests; here it answers
// at once with the challenge it was given, so the form's behaviour is what is tested.
vi.mock("../../../lib/altcha/solve-challenge", () => ({ solveChallenge: async (challenge: string) => `solved:${challenge}` }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
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
  kind: "COMMENT",
  sourceUrl: "",
  replies: [],
  ...fields,
});

const thread = [
  node(1, "Ada", 1, {
    replies: [node(2, "Lin", 2, { parentId: 1, byOwner: true, replies: [node(3, "Bo", 3, { parentId: 2, replies: [node(4, "Cy", 3, { parentId: 3, replyToName: "Bo" })] })] })],
  }),
];

const threadMock = (comments: unknown[], total: number, faces: unknown[] = []): MockLink.MockedResponse => ({
  ...always,
  request: { query: CommentThreadDocument, variables: { articleId: 3 } },
  result: { data: { commentThread: { __typename: "CommentThread", threadId: 3, total, comments, faces } } },
});

/** One of this browser's comments; its edit window long closed unless `editableUntil` says otherwise. */
const mine = (id: number, parentId: number | null, state = "PENDING", fields: Record<string, unknown> = {}) => ({
  __typename: "Comment",
  id,
  articleId: 3,
  parentId,
  authorName: "Me",
  body: `Mine ${id}`,
  bodyHtml: `<p>Mine ${id}</p>`,
  createTime: "2025-05-07T07:08:09.000Z",
  editableUntil: "2025-05-07T07:23:09.000Z",
  state,
  ...fields,
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
  // With the clock faked (a test that lets an edit window close), the user's pauses go by on it too.
  return userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
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

  it("marks a reply from another site or the fediverse with a link to it, and shows likes and reposts as a row of faces named by their alt text", async () => {
    const reply = node(5, "Grace", 1, { kind: "REPLY", sourceUrl: "https://grace.example/notes/1" });
    const mention = node(8, "Bo", 1, { kind: "MENTION", sourceUrl: "https://bo.example/links" });
    const toot = node(9, "Dee", 1, { kind: "FEDIVERSE", sourceUrl: "https://social.example/users/dee/statuses/1" });
    const face = (id: number, kind: string, authorName: string, authorPhoto: string) => ({ __typename: "ThreadFace", id, kind, authorName, authorPhoto, url: `https://${authorName.toLowerCase()}.example/` });
    open([threadMock([reply, mention, toot], 3, [face(6, "LIKE", "Ada", "https://ada.example/me.jpg"), face(7, "REPOST", "Linus", "")]), myMock([])]);
    const grace = await screen.findByRole("article", { name: "Comment by Grace" });
    expect(within(grace).getByRole("link", { name: "Replied on grace.example" })).toHaveAttribute("href", "https://grace.example/notes/1");
    expect(within(screen.getByRole("article", { name: "Comment by Bo" })).getByRole("link", { name: "Mentioned on bo.example" })).toHaveAttribute("href", "https://bo.example/links");
    expect(within(screen.getByRole("article", { name: "Comment by Dee" })).getByRole("link", { name: "Replied from the fediverse (social.example)" })).toHaveAttribute("href", "https://social.example/users/dee/statuses/1");
    expect(screen.getByText("2 likes and reposts from elsewhere")).toBeVisible();
    expect(screen.getByRole("img", { name: "Ada" })).toHaveAttribute("src", "https://ada.example/me.jpg");
    expect(screen.getByRole("link", { name: "Ada" })).toHaveAttribute("title", "Ada liked this");
    expect(screen.getByRole("img", { name: "Linus" })).toHaveTextContent("L");
    expect(screen.getByRole("link", { name: "Linus" })).toHaveAttribute("title", "Linus reposted this");
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

/** A time some minutes from now, as the server writes times. */
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

type Mine = ReturnType<typeof mine>;

/**
 * A server that keeps the thread and this browser's comments and changes them as edits and deletions arrive,
 * as the real one does; `refuse` answers the next edit or deletion with that error instead.
 */
function ownCommentsServer(threadComments: ReturnType<typeof node>[], myComments: Mine[]) {
  const state = {
    thread: threadComments,
    mine: myComments,
    edits: [] as { id: number; body: string }[],
    deletes: [] as number[],
    refuse: null as GraphQLError | null,
  };
  const refusal = () => {
    const error = state.refuse;
    state.refuse = null;
    return error && { errors: [error] };
  };
  const mocks: MockLink.MockedResponse[] = [
    {
      ...always,
      request: { query: CommentThreadDocument, variables: { articleId: 3 } },
      result: () => ({ data: { commentThread: { __typename: "CommentThread", threadId: 3, total: state.thread.length, comments: state.thread, faces: [] } } }),
    },
    { ...always, request: { query: MyCommentsDocument, variables: { articleId: 3 } }, result: () => ({ data: { myComments: state.mine } }) },
    {
      ...always,
      request: { query: EditMyCommentDocument, variables: () => true },
      result: ({ id, body }) => {
        const refused = refusal();
        if (refused) return refused;
        state.edits.push({ id, body });
        const bodyHtml = `<p>${body}</p>`;
        state.mine = state.mine.map((comment) => (comment.id === id ? { ...comment, body, bodyHtml } : comment));
        state.thread = state.thread.map((comment) => (comment.id === id ? { ...comment, bodyHtml } : comment));
        return { data: { editMyComment: { __typename: "PostedComment", heldBecause: null, comment: state.mine.find((comment) => comment.id === id)! } } };
      },
    },
    {
      ...always,
      request: { query: DeleteMyCommentDocument, variables: () => true },
      result: ({ id }) => {
        const refused = refusal();
        if (refused) return refused;
        state.deletes.push(id);
        state.mine = state.mine.filter((comment) => comment.id !== id);
        state.thread = state.thread.filter((comment) => comment.id !== id);
        return { data: { deleteMyComment: id } };
      },
    },
  ];
  return { state, mocks };
}

/** Ada's comment, then two of this browser's that are shown: one still open to change, one no longer. */
function readersThread(until = minutesFromNow(10)) {
  localStorage.setItem("commentedThreads", "3");
  return ownCommentsServer(
    [node(1, "Ada", 1), node(10, "Me", 1, { bodyHtml: "<p>Mine 10</p>" }), node(11, "Me", 1, { bodyHtml: "<p>Mine 11</p>" })],
    [mine(10, null, "APPROVED", { editableUntil: until }), mine(11, null, "APPROVED"), mine(12, null, "PENDING", { editableUntil: until })],
  );
}

const card = async (text: string) => (await screen.findByText(text)).closest("article")!;

describe("a reader's own comments", () => {
  it("offer Edit and Delete while their edit window is open, and only on this browser's comments", async () => {
    const server = readersThread();
    open(server.mocks);
    const open10 = await card("Mine 10");
    expect(within(open10).getByRole("button", { name: "Reply to Me" })).toBeVisible();
    // The thread comes with the page; which comments are this browser's is asked for after.
    expect(await within(open10).findByRole("button", { name: "Edit" })).toHaveAccessibleDescription(/^You can edit or delete it until \d{1,2}:\d{2}/);
    expect(within(open10).getByRole("button", { name: "Delete" })).toBeVisible();
    // Ada's comment is not this browser's; the other one's window has closed.
    expect(within(await card("Words of Ada")).queryByRole("button", { name: "Edit" })).toBeNull();
    expect(within(await card("Mine 11")).queryByRole("button", { name: "Edit" })).toBeNull();
    expect(within(await card("Mine 11")).getByRole("button", { name: "Reply to Me" })).toBeVisible();
    // A waiting comment keeps its mark and can be changed too, though not answered yet.
    const waiting = await card("Mine 12");
    expect(within(waiting).getByText(/Waiting for approval/)).toBeVisible();
    expect(within(waiting).getByRole("button", { name: "Edit" })).toBeVisible();
    expect(within(waiting).queryByRole("button", { name: /^Reply/ })).toBeNull();
  });

  it("edit the Markdown text in the comment form, checked before sending, and show the new text in the thread", async () => {
    const server = readersThread();
    const user = open(server.mocks);
    const item = (await card("Mine 10")).closest("li")!;
    await user.click(await within(item).findByRole("button", { name: "Edit" }));
    const form = await within(item).findByRole("form", { name: "Edit your comment" });
    const text = within(form).getByLabelText("Comment");
    expect(text).toHaveValue("Mine 10");
    await waitFor(() => expect(text).toHaveFocus());
    // Only the text changes: the name and address stay as posted, and the text shown gives way to the form.
    expect(within(form).queryByLabelText("Name")).toBeNull();
    expect(within(item).queryByText("Mine 10", { selector: "p" })).toBeNull();
    await user.clear(text);
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(text).toHaveAccessibleDescription(/^Write a comment\./);
    expect(server.state.edits).toEqual([]);
    await user.type(text, "Better *words*");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    // The text goes in through the sanitizer, which may put it in again: the paragraph is looked for until it stays.
    await waitFor(() => expect(within(item).getByText("Better *words*", { selector: "p" })).toBeVisible());
    expect(server.state.edits).toEqual([{ id: 10, body: "Better *words*" }]);
    expect(within(item).queryByRole("form")).toBeNull();
    expect(await screen.findByText("Your comment is saved.")).toHaveAttribute("role", "status");
    await waitFor(() => expect(within(item).getByRole("button", { name: "Edit" })).toHaveFocus());
  });

  it("edit a waiting comment, which keeps waiting, and put focus back where it was on Cancel", async () => {
    const server = readersThread();
    const user = open(server.mocks);
    const waiting = await card("Mine 12");
    await user.click(within(waiting).getByRole("button", { name: "Edit" }));
    let form = await within(waiting).findByRole("form", { name: "Edit your comment" });
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(within(waiting).getByRole("button", { name: "Edit" })).toHaveFocus());
    expect(server.state.edits).toEqual([]);

    await user.click(within(waiting).getByRole("button", { name: "Edit" }));
    form = await within(waiting).findByRole("form", { name: "Edit your comment" });
    await user.type(within(form).getByLabelText("Comment"), ", changed");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(within(waiting).getByText("Mine 12, changed", { selector: "p" })).toBeVisible());
    expect(within(waiting).getByText(/Waiting for approval/)).toBeVisible();
    expect(await screen.findByText(/^Your comment is saved\. It waits for the author's approval/)).toBeVisible();
  });

  it("delete a comment once the reader confirms, then say so", async () => {
    const server = readersThread();
    const user = open(server.mocks);
    const waiting = await card("Mine 12");
    await user.click(within(waiting).getByRole("button", { name: "Delete" }));
    const question = within(waiting).getByRole("group", { name: "Delete this comment? This cannot be undone." });
    expect(within(question).getByRole("button", { name: "Keep it" })).toHaveFocus();
    await user.click(within(question).getByRole("button", { name: "Keep it" }));
    expect(within(waiting).getByRole("button", { name: "Delete" })).toHaveFocus();
    expect(server.state.deletes).toEqual([]);

    await user.click(within(waiting).getByRole("button", { name: "Delete" }));
    await user.click(within(waiting).getByRole("button", { name: "Delete comment" }));
    const said = await screen.findByText("Your comment is deleted.");
    expect(screen.queryByText("Mine 12")).toBeNull();
    expect(server.state.deletes).toEqual([12]);
    expect(said).toHaveAttribute("role", "status");
    await waitFor(() => expect(said).toHaveFocus());
    expect(screen.getByText("Mine 10")).toBeVisible();
  });

  it("say why the server refused to delete, in the reader's language, and stop offering what it refuses", async () => {
    const server = readersThread();
    const user = open(server.mocks, "zh");
    const shown = await card("Mine 10");
    // The cookie no longer names the comment (cleared, say): the server says no, in Chinese here.
    server.state.refuse = new GraphQLError("You can change only your own comments, from the browser you wrote them in.", {
      extensions: { code: "FORBIDDEN", messageId: "comment.notYours" },
    });
    await user.click(await within(shown).findByRole("button", { name: "删除" }));
    await user.click(within(shown).getByRole("button", { name: "删除评论" }));
    const refusal = await within(shown).findByRole("alert");
    expect(refusal).toHaveTextContent("只能在写评论的浏览器里修改自己的评论。");
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(within(shown).queryByRole("button", { name: "编辑" })).toBeNull();
    expect(within(shown).getByText("Mine 10")).toBeVisible();
    expect(server.state.deletes).toEqual([]);
  });

  it("lose their controls when the window closes, and an edit saved too late says why it was refused", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "Date"] });
    const server = readersThread(minutesFromNow(2));
    const user = open(server.mocks, "zh");
    const shown = await card("Mine 10");
    const waiting = await card("Mine 12");
    expect(await within(shown).findByRole("button", { name: "编辑" })).toBeVisible();

    // An edit begun in time and saved after the window closed.
    await user.click(within(waiting).getByRole("button", { name: "编辑" }));
    const form = await within(waiting).findByRole("form", { name: "编辑你的评论" });
    vi.advanceTimersByTime(3 * 60_000);
    await waitFor(() => expect(within(shown).queryByRole("button", { name: "编辑" })).toBeNull());
    expect(within(shown).queryByRole("button", { name: "删除" })).toBeNull();
    expect(within(shown).getByRole("button", { name: "回复 Me" })).toBeVisible();

    server.state.refuse = new GraphQLError("A comment can be changed for 15 minutes after it is posted; this one can no longer be changed.", {
      extensions: { code: "FORBIDDEN", messageId: "comment.editWindow", messageValues: { minutes: 15 } },
    });
    await user.type(within(form).getByLabelText("评论"), "!");
    await user.click(within(form).getByRole("button", { name: "保存" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("评论发表后 15 分钟内可以修改；这条评论已不能再修改。");
    await user.click(within(form).getByRole("button", { name: "取消" }));
    expect(within(waiting).getByText("Mine 12")).toBeVisible();
    expect(within(waiting).getByText(/等待审核/)).toBeVisible();
    expect(within(waiting).queryByRole("button", { name: "编辑" })).toBeNull();
    expect(server.state.edits).toEqual([]);
  });
});

describe("asking for one's comments to be removed", () => {
  function removalServer() {
    const sent: Record<string, unknown>[] = [];
    const mock: MockLink.MockedResponse = {
      ...always,
      request: { query: RequestCommentRemovalDocument, variables: (variables) => (sent.push(variables), true) },
      result: { data: { requestCommentRemoval: true } },
    };
    return { sent, mock };
  }

  it("checks the address, sends it with the page's language and says what happens next", async () => {
    const removal = removalServer();
    const user = open([threadMock(thread, 4), removal.mock]);
    const entry = await screen.findByRole("button", { name: "Ask to remove my comments" });
    await user.click(entry);
    const form = await screen.findByRole("form", { name: "Remove my comments" });
    const email = within(form).getByRole("textbox", { name: "Your e-mail address" });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(/^The address you gave with your comments\./);
    await user.click(within(form).getByRole("button", { name: "Send request" }));
    expect(email).toHaveAccessibleDescription(/^Enter the e-mail address you wrote your comments with\./);
    await user.type(email, "ada");
    await user.click(within(form).getByRole("button", { name: "Send request" }));
    expect(email).toHaveAccessibleDescription(/^Enter an e-mail address such as name@example\.org\./);
    expect(email).toHaveFocus();
    expect(removal.sent).toEqual([]);

    await user.type(email, "@example.org");
    await user.click(within(form).getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(within(form).getByRole("status")).toHaveTextContent("Request received. Open the link we mailed to ada@example.org to confirm it"));
    expect(removal.sent).toEqual([{ email: "ada@example.org", language: "EN" }]);
    expect(email).toHaveValue("");
    await user.click(within(form).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("form", { name: "Remove my comments" })).toBeNull();
    await waitFor(() => expect(screen.getByRole("button", { name: "Ask to remove my comments" })).toHaveFocus());
  });

  it("shows the server's refusal of the address beside it, in the reader's language", async () => {
    const refused: MockLink.MockedResponse = {
      ...always,
      request: { query: RequestCommentRemovalDocument, variables: { email: "a@b", language: "ZH" } },
      result: {
        errors: [new GraphQLError('"a@b" is not an e-mail address.', { extensions: { code: "BAD_USER_INPUT", field: "email", messageId: "mail.badAddress", messageValues: { address: "a@b" } } })],
      },
    };
    const user = open([threadMock([], 0), refused], "zh");
    await user.click(await screen.findByRole("button", { name: "申请删除我的评论" }));
    const form = await screen.findByRole("form", { name: "删除我的评论" });
    const email = within(form).getByRole("textbox", { name: "你的电子邮箱" });
    await user.type(email, "a@b");
    await user.click(within(form).getByRole("button", { name: "提交申请" }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/^「a@b」不是电子邮件地址。/));
    await waitFor(() => expect(email).toHaveFocus());
  });
});
