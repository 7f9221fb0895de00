import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminArticleWebmentionsDocument } from "../../../gql/admin/graphql";
import { renderPage } from "../../../lib/test-render";
import { ArticleWebmentions } from "./article-webmentions";

afterEach(cleanup);

const mentions = {
  __typename: "ArticleWebmentions",
  sent: [
    { __typename: "SentWebmention", id: 1, target: "https://b.example/post", linked: true, state: "SENT", result: "the endpoint answered 202", updateTime: "2026-11-25T08:00:00.000Z" },
    { __typename: "SentWebmention", id: 2, target: "https://c.example/old", linked: false, state: "NO_ENDPOINT", result: "the page advertises no Webmention endpoint", updateTime: "2026-11-24T08:00:00.000Z" },
  ],
  received: [{ __typename: "ReceivedWebmention", id: 3, source: "https://d.example/reply", state: "REFUSED", reason: "no complete answer within the time limit", createTime: "2026-11-25T09:00:00.000Z" }],
};

describe("an article's Webmentions in the editor", () => {
  it("lists what was sent to the pages it links to and what other sites sent, with what became of each", async () => {
    renderPage(<ArticleWebmentions articleId={4} />, {
      url: "/admin/article?id=4",
      mocks: [{ request: { query: AdminArticleWebmentionsDocument, variables: { articleId: 4 } }, maxUsageCount: Number.POSITIVE_INFINITY, result: { data: { articleWebmentions: mentions } } }],
    });
    await userEvent.setup().click(await screen.findByText("Webmentions: 2 sent, 1 received"));
    expect(screen.getByRole("link", { name: "https://b.example/post" }).closest("li")).toHaveTextContent("sent · the endpoint answered 202");
    expect(screen.getByRole("link", { name: "https://c.example/old" }).closest("li")).toHaveTextContent("the page takes no Webmentions (link removed)");
    expect(screen.getByRole("link", { name: "https://d.example/reply" }).closest("li")).toHaveTextContent("refused · no complete answer within the time limit");
  });
});
