import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AdminOutboxDocument, AdminSendTestMailDocument } from "../../../gql/admin/graphql";
import { ToastProvider } from "../../../lib/toast";
import { OutboxPage } from "./outbox-page";

afterEach(cleanup);

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const mail = (id: number, fields: Record<string, unknown> = {}) => ({
  __typename: "Mail", id, recipient: `reader${id}@example.org`, subject: `Subject ${id}`, text: `Hello ${id},\nthe body.`, purpose: "reply-notice",
  state: "NOT_SENT", error: null, createTime: "2025-05-06T07:08:09.000Z", sentTime: null, ...fields,
});

function openOutbox({ url = "/admin/outbox", newestState = "NOT_SENT" } = {}) {
  const listed: Record<string, unknown>[] = [];
  const sent: Record<string, unknown>[] = [];
  const items = [
    mail(3, { purpose: "test", subject: "Test message" }),
    mail(2, { state: "FAILED", error: "550 mailbox unavailable" }),
    mail(1, { state: "SENT", purpose: "comment-confirm", sentTime: "2025-05-06T07:09:00.000Z" }),
  ];
  const mocks: MockLink.MockedResponse[] = [
    {
      ...always,
      request: { query: AdminOutboxDocument, variables: (variables) => (listed.push(variables), true) },
      result: (variables) => {
        const shown = variables.state ? items.filter((item) => item.state === variables.state) : items;
        return {
          data: {
            outbox: { __typename: "MailPage", total: shown.length, items: shown },
            newest: { __typename: "MailPage", items: [{ __typename: "Mail", id: 3, state: newestState }] },
            unsent: { __typename: "MailPage", total: 1 },
          },
        };
      },
    },
    {
      ...always,
      request: { query: AdminSendTestMailDocument, variables: (v) => v.to === "not-an-address" },
      result: { errors: [{ message: "\"not-an-address\" is not an e-mail address.", extensions: { code: "BAD_USER_INPUT", field: "to" } }] },
    },
    {
      ...always,
      request: { query: AdminSendTestMailDocument, variables: (v) => (sent.push(v), true) },
      result: (v) => ({ data: { sendTestMail: { __typename: "Mail", id: 4, recipient: v.to, state: "NOT_SENT", error: null } } }),
    },
  ];
  const router = createMemoryRouter([{ path: "/admin/outbox", element: <OutboxPage /> }], { initialEntries: [url] });
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
  return { user: userEvent.setup(), listed, sent, router };
}

describe("the outbox", () => {
  it("lists the messages newest first with their kind, state and failure, in a captioned table", async () => {
    openOutbox();
    const table = await screen.findByRole("table", { name: "Messages of the outbox, newest first" });
    await within(table).findByText("reader3@example.org");
    const rows = within(table).getAllByRole("row").filter((row) => !row.hidden);
    expect(within(rows[0]!).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["When", "To", "Subject", "Kind", "State", "Failure"]);
    expect(rows.slice(1).map((row) => within(row).getAllByRole("cell").slice(1, 6).map((cell) => cell.textContent))).toEqual([
      ["reader3@example.org", "Test message", "Test", "Not sent — no SMTP server configured", ""],
      ["reader2@example.org", "Subject 2", "Reply notice", "Failed", "550 mailbox unavailable"],
      ["reader1@example.org", "Subject 1", "Comment notice confirmation", "Sent", ""],
    ]);
  });

  it("shows a message's plain-text body from its subject's button or a click on its row", async () => {
    const { user } = openOutbox();
    const button = await screen.findByRole("button", { name: "Subject 2" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByLabelText("Text of “Subject 2”")).toHaveTextContent("Hello 2, the body.");
    await user.click(button);
    expect(screen.queryByLabelText("Text of “Subject 2”")).toBeNull();
    await user.click(screen.getByText("reader1@example.org"));
    expect(screen.getByLabelText("Text of “Subject 1”")).toBeVisible();
  });

  it("says when messages are kept unsent for want of an SMTP server, and how to set one", async () => {
    openOutbox();
    const banner = await screen.findByRole("note");
    expect(banner).toHaveTextContent("No SMTP server is configured. 1 message is kept here, marked as not sent.");
    expect(banner).toHaveTextContent("SMTP_URL=smtp://user:password@host:587");
  });

  it("has no banner once the newest message went to an SMTP server", async () => {
    openOutbox({ newestState: "QUEUED" });
    await screen.findByText("reader3@example.org");
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("filters by state, from the address too", async () => {
    const { user, listed, router } = openOutbox();
    await screen.findByText("reader3@example.org");
    await user.selectOptions(screen.getByRole("combobox", { name: "State" }), "Failed");
    await waitFor(() => expect(listed.at(-1)).toMatchObject({ state: "FAILED", offset: 0 }));
    expect(router.state.location.search).toBe("?state=failed");
    await waitFor(() => expect(screen.queryByText("reader3@example.org")).toBeNull());
    expect(screen.getByText("reader2@example.org")).toBeVisible();
  });

  it("sends a test message and says it was kept unsent", async () => {
    const { user, sent } = openOutbox();
    await user.type(await screen.findByRole("textbox", { name: "E-mail address" }), " me@example.org ");
    await user.click(screen.getByRole("button", { name: "Send a test message" }));
    await waitFor(() => expect(sent).toEqual([{ to: "me@example.org" }]));
    const result = await screen.findByText("Kept in the outbox as not sent to me@example.org: no SMTP server is configured.");
    expect(result).toHaveAttribute("role", "status");
  });

  it("shows the server's refusal beside the address", async () => {
    const { user, sent } = openOutbox();
    const field = await screen.findByRole("textbox", { name: "E-mail address" });
    await user.type(field, "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send a test message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("\"not-an-address\" is not an e-mail address.");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(sent).toEqual([]);
  });
});
