import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApolloProvider } from "@apollo/client/react";
import { publicApolloClient } from "../../../lib/public-apollo";
import { LocaleProvider } from "../../../i18n/i18n";
import { CommentRemovalForm } from "./comment-removal-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's answer to a fourth request from one address within 10 minutes, as Apollo Server sends it. */
const tooMany = () =>
  new Response(
    JSON.stringify({
      data: null,
      errors: [
        {
          message: "You have asked several times just now. Try again in 7 minutes.",
          extensions: { code: "TOO_MANY_REQUESTS", retryAfterSeconds: 400, messageId: "comment.removalWait", messageValues: { minutes: 7 } },
        },
      ],
    }),
    { status: 429, headers: { "content-type": "application/graphql-response+json; charset=utf-8", "retry-after": "400" } },
  );

describe("the comment removal request, over HTTP", () => {
  it("says an HTTP 429 refusal in the reader's language, and the form stays to try again later", async () => {
    const fetch = vi.fn(async () => tooMany());
    vi.stubGlobal("fetch", fetch);
    render(
      <ApolloProvider client={publicApolloClient()}>
        <LocaleProvider locale="zh" prefixed>
          <CommentRemovalForm onClose={() => {}} />
        </LocaleProvider>
      </ApolloProvider>,
    );
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "删除我的评论" });
    await user.type(within(form).getByRole("textbox", { name: "你的电子邮箱" }), "ada@example.org");
    await user.click(within(form).getByRole("button", { name: "提交申请" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("你刚刚已经提交了好几次。请 7 分钟后再试。");
    expect(within(form).getByRole("status")).toHaveTextContent("");
    expect(within(form).getByRole("textbox", { name: "你的电子邮箱" })).toHaveValue("ada@example.org");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ operationName: "RequestCommentRemoval", variables: { email: "ada@example.org", language: "ZH" } });
  });
});
