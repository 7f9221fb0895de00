import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AdminMessagesDocument, AdminReplyToMessageDocument, AdminSetMessageShownDocument } from "../../../gql/admin/graphql";
import { ToastProvider } from "../../../lib/toast";
import { AdminUserContext, type AdminUser } from "../shell/admin-user";
import { MessagesPage } from "./messages-page";

afterEach(cleanup);

const editor = { __typename: "User", id: 1, name: "admin", role: "ADMIN", roleAuth: "EDIT", language: null } as AdminUser;

const message = (id: number, fields: Record<string, unknown> = {}) => ({
  __typename: "Message", id, name: `Visitor ${id}`, email: null, text: `Message ${id}`, createTime: "2025-05-06T07:08:09.000Z",
  isShow: false, reply: "", replyTime: null, ...fields,
});

function openMessages(url = "/message") {
  const listed: Record<string, unknown>[] = [];
  const sent: { shown: unknown[]; replies: unknown[] } = { shown: [], replies: [] };
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: AdminMessagesDocument, variables: (variables) => (listed.push(variables), true) },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: {
        data: {
          messages: {
            __typename: "MessagePage",
            total: 12,
            items: [message(12, { name: "Ada", email: "ada@example.org", text: "<b>x</b>" }), message(11, { isShow: true, reply: "Thanks!" })],
          },
        },
      },
    },
    {
      request: { query: AdminSetMessageShownDocument, variables: (variables) => (sent.shown.push(variables), true) },
      result: { data: { setMessageShown: { __typename: "Message", id: 12, isShow: true } } },
    },
    {
      request: { query: AdminReplyToMessageDocument, variables: (variables) => (sent.replies.push(variables), true) },
      result: { data: { replyToMessage: { __typename: "Message", id: 12, reply: "Welcome!", replyTime: "2025-05-07T00:00:00.000Z" } } },
    },
  ];
  const router = createMemoryRouter([{ path: "/message", element: <MessagesPage /> }], { initialEntries: [url] });
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

describe("message management", () => {
  it("shows each message as plain text with the visitor's e-mail and the reply", async () => {
    openMessages();
    const row = (await screen.findByText("<b>x</b>")).closest("tr")!;
    expect(row.querySelector("b")).toBeNull();
    expect(within(row).getByRole("link", { name: "ada@example.org" })).toHaveAttribute("href", "mailto:ada@example.org");
    expect(screen.getByRole("button", { name: "Edit reply to Visitor 11: Thanks!" })).toBeVisible();
    expect(screen.getByText("12 rows · page 1 of 2")).toBeVisible();
  });

  it("approves a message and replies to it", async () => {
    const { user, sent } = openMessages();
    await user.click(await screen.findByRole("switch", { name: "approve the message from Ada" }));
    await waitFor(() => expect(sent.shown).toEqual([{ id: 12, shown: true }]));

    await user.click(screen.getByRole("button", { name: "Edit reply to Ada: empty" }));
    await user.type(screen.getByRole("textbox", { name: "reply to Ada" }), "Welcome!{Enter}");
    await waitFor(() => expect(sent.replies).toEqual([{ id: 12, reply: "Welcome!" }]));
  });

  it("filters by status from the first page, keeping the filter in the address", async () => {
    const { user, listed, router } = openMessages("/message?page=2");
    await screen.findByText("Message 11");
    expect(listed.at(-1)).toEqual({ status: "ALL", offset: 10, limit: 10 });
    await user.selectOptions(screen.getByLabelText("Show"), "Waiting for approval");
    await waitFor(() => expect(listed.at(-1)).toEqual({ status: "PENDING", offset: 0, limit: 10 }));
    expect(router.state.location.search).toBe("?status=pending");
  });
});
