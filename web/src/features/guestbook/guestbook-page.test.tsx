import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import type { MockLink } from "@apollo/client/testing";
import { GuestbookMessagesDocument, PostMessageDocument } from "../../gql/guestbook/graphql";
import { captchaMock } from "../../lib/captcha/captcha-mock";
import { renderPage } from "../../lib/test-render";
import { GuestbookPage } from "./guestbook-page";
import { GUESTBOOK_PAGE_SIZE } from "./message-list";

afterEach(cleanup);

const message = (id: number, fields: Record<string, unknown> = {}) => ({
  __typename: "Message",
  id,
  name: `Visitor ${id}`,
  text: `Message ${id}`,
  createTime: "2025-05-06T07:08:09.000Z",
  reply: "",
  replyTime: null,
  ...fields,
});

const listMock = (offset: number, items: unknown[], total: number): MockLink.MockedResponse => ({
  request: { query: GuestbookMessagesDocument, variables: { offset, limit: GUESTBOOK_PAGE_SIZE } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { messages: { __typename: "MessagePage", total, items } } },
});

/** Answers the post once; `sent` holds the input it was given. */
function postMock(result: MockLink.MockedResponse["result"]) {
  const sent: unknown[] = [];
  const mock: MockLink.MockedResponse = {
    request: { query: PostMessageDocument, variables: (variables) => (sent.push(variables.input), true) },
    result,
  };
  return { mock, sent };
}

function openGuestbook(mocks: MockLink.MockedResponse[]) {
  const captcha = captchaMock();
  renderPage(<GuestbookPage />, { url: "/guestbook", mocks: [captcha, listMock(0, [], 0), ...mocks] });
  const form = screen.getByRole("form", { name: "Leave a message" });
  return {
    captcha,
    user: userEvent.setup(),
    name: within(form).getByLabelText("Name"),
    email: within(form).getByLabelText(/E-mail/),
    text: within(form).getByLabelText("Message"),
    code: within(form).getByLabelText("Captcha code"),
    submit: within(form).getByRole("button", { name: "Post message" }),
    pictureSrc: () => screen.getByRole("button", { name: /captcha picture/i }).querySelector("img")?.getAttribute("src"),
  };
}

describe("guestbook form", () => {
  it("counts the characters of the message as they are typed, up to 100", async () => {
    const { user, text } = openGuestbook([]);
    expect(text).toHaveAttribute("maxLength", "100");
    expect(text).toHaveAccessibleDescription("Characters used: 0/100");
    await user.type(text, "Hello");
    expect(text).toHaveAccessibleDescription("Characters used: 5/100");
    await user.type(text, "x".repeat(120));
    expect(text).toHaveValue(`Hello${"x".repeat(95)}`);
    expect(screen.getByText("100/100", { exact: false })).toBeVisible();
  });

  it("names the first required field left empty and sends nothing", async () => {
    const post = postMock({ data: { postMessage: { __typename: "Message", id: 1 } } });
    const { user, name, text, code, submit } = openGuestbook([post.mock]);

    await user.click(submit);
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Enter your name.");
    expect(name).toHaveFocus();

    await user.type(name, "   ");
    await user.click(submit);
    expect(name).toHaveAccessibleDescription("Enter your name.");

    await user.type(name, "Ada");
    await user.click(submit);
    expect(text).toHaveFocus();
    expect(text).toHaveAccessibleDescription("Write a message. Characters used: 0/100");

    await user.type(text, "Hi!");
    await user.click(submit);
    expect(code).toHaveAccessibleDescription("Enter the captcha code.");
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    expect(post.sent).toEqual([]);
  });

  it("posts with the captcha's id, says the message waits for approval, clears the text and draws a new captcha", async () => {
    const post = postMock({ data: { postMessage: { __typename: "Message", id: 7 } } });
    const { user, name, email, text, code, submit, captcha, pictureSrc } = openGuestbook([post.mock]);
    await waitFor(() => expect(pictureSrc()).toContain("picture-"));
    const callsBefore = captcha.calls();

    await user.type(name, " Ada ");
    await user.type(email, "ada@example.org");
    await user.type(text, "Lovely blog!");
    await user.type(code, "test");
    await user.click(submit);

    expect(await screen.findByText(/waits for the author's approval/)).toHaveAttribute("role", "status");
    expect(post.sent).toEqual([
      { name: "Ada", email: "ada@example.org", text: "Lovely blog!", captcha: "test", captchaId: `captcha-${callsBefore}` },
    ]);
    expect(text).toHaveValue("");
    expect(code).toHaveValue("");
    expect(name).toHaveValue(" Ada ");
    await waitFor(() => expect(captcha.calls()).toBe(callsBefore + 1));
  });

  it("shows the server's refusal beside the field it names, or for the whole form", async () => {
    const wrongCode = postMock({
      errors: [new GraphQLError("The captcha code is wrong or has expired.", { extensions: { code: "BAD_USER_INPUT", field: "captcha" } })],
    });
    const { user, name, text, code, submit } = openGuestbook([wrongCode.mock]);
    await user.type(name, "Ada");
    await user.type(text, "Hello");
    await user.type(code, "nope");
    await user.click(submit);
    await waitFor(() => expect(code).toHaveAccessibleDescription("The captcha code is wrong or has expired. Enter the code from the new picture."));
    expect(code).toHaveValue("");
    expect(text).toHaveValue("Hello");
  });

  it("shows a throttling refusal as a message for the form", async () => {
    const throttled = postMock({
      errors: [new GraphQLError("You have left several messages just now. Try again in 9 minutes.", { extensions: { code: "TOO_MANY_REQUESTS", retryAfterSeconds: 510 } })],
    });
    const { user, name, text, code, submit } = openGuestbook([throttled.mock]);
    await user.type(name, "Ada");
    await user.type(text, "Hello again");
    await user.type(code, "test");
    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent("Try again in 9 minutes.");
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });
});

describe("guestbook messages", () => {
  it("shows names, texts and replies as plain text, never as markup", async () => {
    const items = [message(2, { name: "<i>Eve</i>", text: "<b>x</b><script>alert(1)</script>", reply: "<em>Thanks</em>", replyTime: "2025-05-07T00:00:00.000Z" })];
    renderPage(<GuestbookPage />, { url: "/guestbook", mocks: [captchaMock(), listMock(0, items, 1)] });
    const list = await screen.findByRole("list");
    expect(within(list).getByText("<b>x</b><script>alert(1)</script>")).toBeVisible();
    expect(within(list).getByText("<i>Eve</i>")).toBeVisible();
    expect(within(list).getByText("<em>Thanks</em>")).toBeVisible();
    expect(list.querySelector("b, i, em, script")).toBeNull();
  });

  it("lists approved messages with the reply underneath, and loads more", async () => {
    const first = Array.from({ length: GUESTBOOK_PAGE_SIZE }, (_, i) => message(20 - i, i === 0 ? { reply: "Welcome!", replyTime: "2025-05-07T00:00:00.000Z" } : {}));
    renderPage(<GuestbookPage />, {
      url: "/guestbook",
      mocks: [captchaMock(), listMock(0, first, 12), listMock(GUESTBOOK_PAGE_SIZE, [message(10), message(9)], 12)],
    });
    const list = await screen.findByRole("list");
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(10);
    expect(within(items[0]).getByText("Message 20")).toBeVisible();
    expect(within(items[0]).getByText("Reply from the author")).toBeVisible();
    expect(within(items[0]).getByText("Welcome!")).toBeVisible();

    await userEvent.click(screen.getByRole("button", { name: "More messages" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(12));
    expect(screen.queryByRole("button", { name: "More messages" })).toBeNull();
  });
  it("speaks Chinese under /zh/, its checks too", async () => {
    renderPage(<GuestbookPage />, { url: "/zh/guestbook", mocks: [captchaMock(), listMock(0, [], 0)], locale: "zh" });
    const form = screen.getByRole("form", { name: "写留言" });
    const user = userEvent.setup();
    await user.click(within(form).getByRole("button", { name: "发表留言" }));
    expect(within(form).getByLabelText("名字")).toHaveAccessibleDescription("请填写你的名字。");
    expect(await screen.findByText("还没有留言，来写下第一条吧。")).toBeVisible();
  });
});
