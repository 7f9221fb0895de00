import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { ApolloProvider } from "@apollo/client/react";
import { GraphQLError } from "graphql";
import type { MockLink } from "@apollo/client/testing";
import { SubscribeChallengeDocument, SubscribeDocument } from "../../gql/subscribe/graphql";
import { LocaleProvider } from "../../i18n/i18n";
import { mockApolloClient, renderPage } from "../test-render";
import { SubscribeForm } from "./subscribe-form";

// The proof of work is altcha-lib's, checked by the server's tests and the browser test; here it answers at once
// with the challenge it was given, so the form's behaviour is what is tested.
vi.mock("../altcha/solve-challenge", () => ({ solveChallenge: async (challenge: string) => `solved:${challenge}` }));

afterEach(cleanup);

/** The form's own status line (the toasts have another). */
const formStatus = () => within(screen.getByRole("form")).getByRole("status");

let issued = 0;
const challengeMock = (): MockLink.MockedResponse => ({
  request: { query: SubscribeChallengeDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: () => ({ data: { commentChallenge: { __typename: "CommentChallenge", challenge: `c${++issued}` } } }),
});

describe("SubscribeForm", () => {
  it("renders on the server whole, asking nothing and suspending nowhere", () => {
    const client = mockApolloClient([]);
    const markup = renderToString(
      <ApolloProvider client={client}>
        <LocaleProvider locale="zh" prefixed>
          <SubscribeForm place="footer" />
        </LocaleProvider>
      </ApolloProvider>,
    );
    expect(markup).toContain("邮件订阅新文章");
    expect(markup).toContain('type="email"');
    // A boundary that gave up on the server would leave its fallback marker for the browser to fill in.
    expect(markup).not.toContain("<!--$!-->");
  });

  it("asks for an address before anything is sent", async () => {
    renderPage(<SubscribeForm place="article" />, { url: "/", mocks: [challengeMock()] });
    await userEvent.click(await screen.findByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter your e-mail address.");
    expect(screen.getByLabelText("E-mail address")).toHaveAttribute("aria-invalid", "true");
    expect(formStatus()).toHaveTextContent("");
  });

  it("subscribes in the page's language with the solved challenge and says to check the inbox", async () => {
    const subscribed = vi.fn(() => ({ data: { subscribe: true } }));
    const subscribeMock: MockLink.MockedResponse = {
      request: { query: SubscribeDocument, variables: (variables) => variables.input.email === "reader@example.org" },
      result: subscribed,
    };
    renderPage(<SubscribeForm place="footer" />, { url: "/zh/", mocks: [challengeMock(), subscribeMock], locale: "zh" });
    const form = await screen.findByRole("form", { name: "邮件订阅新文章" });
    await userEvent.type(screen.getByLabelText("电子邮箱地址"), "  reader@example.org ");
    await userEvent.click(screen.getByRole("button", { name: "订阅" }));
    await waitFor(() => expect(formStatus()).toHaveTextContent("请查收邮件"));
    expect(subscribed).toHaveBeenCalledTimes(1);
    expect(form).toBeInTheDocument();
  });

  it("sends the language, the honeypot left empty and a solved challenge", async () => {
    let sent: Record<string, unknown> | undefined;
    const subscribeMock: MockLink.MockedResponse = {
      request: { query: SubscribeDocument, variables: (variables) => ((sent = variables.input), true) },
      result: { data: { subscribe: true } },
    };
    renderPage(<SubscribeForm place="article" />, { url: "/en/", mocks: [challengeMock(), subscribeMock], locale: "en" });
    await userEvent.type(await screen.findByLabelText("E-mail address"), "reader@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(formStatus()).toHaveTextContent("Check your inbox"));
    expect(sent).toMatchObject({ email: "reader@example.org", language: "EN" });
    expect(sent?.altcha).toMatch(/^solved:c\d+$/);
    expect(sent?.website).toBeUndefined();
  });

  it("shows a refusal in the reader's language and keeps the address", async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: SubscribeDocument, variables: () => true },
      result: {
        errors: [new GraphQLError("You have asked to subscribe several times just now. Try again in 7 minutes.", { extensions: { code: "TOO_MANY_REQUESTS", messageId: "subscriber.wait", messageValues: { minutes: 7 } } })],
      },
    };
    renderPage(<SubscribeForm place="footer" />, { url: "/zh/", mocks: [challengeMock(), refused], locale: "zh" });
    await userEvent.type(await screen.findByLabelText("电子邮箱地址"), "reader@example.org");
    await userEvent.click(screen.getByRole("button", { name: "订阅" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/7/);
    expect(alert.textContent).not.toMatch(/Try again/);
    expect(screen.getByLabelText("电子邮箱地址")).toHaveValue("reader@example.org");
    expect(formStatus()).toHaveTextContent("");
  });
});
