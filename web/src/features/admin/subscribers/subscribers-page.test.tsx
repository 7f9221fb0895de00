import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockedProvider } from "@apollo/client/testing/react";
import type { MockLink } from "@apollo/client/testing";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { AdminImportSubscribersDocument, AdminRemoveSubscriberDocument, AdminSubscribersDocument } from "../../../gql/admin/graphql";
import { ToastProvider } from "../../../lib/toast";
import { SubscribersPage } from "./subscribers-page";

afterEach(cleanup);

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const subscriber = (id: number, fields: Record<string, unknown> = {}) => ({
  __typename: "Subscriber", id, email: `reader${id}@example.org`, state: "CONFIRMED", language: "EN",
  createTime: "2025-05-06T07:08:09.000Z", confirmedTime: "2025-05-06T07:18:09.000Z", leftTime: null, ...fields,
});

function openSubscribers() {
  const listed: Record<string, unknown>[] = [];
  const removed: number[] = [];
  const imported: string[] = [];
  let items = [subscriber(2, { state: "PENDING", language: "ZH", confirmedTime: null }), subscriber(1)];
  const mocks: MockLink.MockedResponse[] = [
    {
      ...always,
      request: { query: AdminSubscribersDocument, variables: (variables) => (listed.push(variables), true) },
      result: (variables) => {
        const shown = items.filter((item) => (!variables.state || item.state === variables.state) && (!variables.language || item.language === variables.language));
        return { data: { subscribers: { __typename: "SubscriberPage", total: shown.length, items: shown } } };
      },
    },
    {
      ...always,
      request: { query: AdminRemoveSubscriberDocument, variables: (v) => (removed.push(v.id), true) },
      result: (v) => {
        items = items.filter((item) => item.id !== v.id);
        return { data: { removeSubscriber: v.id } };
      },
    },
    {
      ...always,
      request: { query: AdminImportSubscribersDocument, variables: (v) => (imported.push(v.csv), v.csv.includes("not-an-address")) },
      result: {
        errors: [{ message: "Line 3: \"not-an-address\" is not an e-mail address.", extensions: { code: "BAD_USER_INPUT", messageId: "subscriber.csvBadEmail", messageValues: { line: 3, email: "not-an-address" } } }],
      },
    },
    {
      ...always,
      request: { query: AdminImportSubscribersDocument, variables: () => true },
      result: { data: { importSubscribers: { __typename: "SubscriberImportResult", added: 2, skipped: 1 } } },
    },
  ];
  const router = createMemoryRouter([{ path: "/admin/subscribers", element: <SubscribersPage /> }], { initialEntries: ["/admin/subscribers"] });
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
  return { user: userEvent.setup(), listed, removed, imported };
}

// jsdom's File lacks Blob.text(), which every browser the back-office supports has.
const csvFile = (text: string) => Object.assign(new File([text], "subscribers.csv", { type: "text/csv" }), { text: async () => text });

describe("the subscribers page", () => {
  it("lists subscribers with their state, language and dates, and filters them", async () => {
    const { user, listed } = openSubscribers();
    const table = await screen.findByRole("table", { name: "Subscribers, newest first" });
    const row = (await within(table).findByText("reader2@example.org")).closest("tr")!;
    expect(within(row).getByText("Waiting for confirmation")).toBeInTheDocument();
    expect(within(row).getByText("Chinese")).toBeInTheDocument();
    expect(within(row).getAllByText("—")).toHaveLength(2);

    const filters = screen.getByRole("search", { name: "Filter subscribers" });
    await user.selectOptions(within(filters).getByLabelText("State"), "CONFIRMED");
    await waitFor(() => expect(within(table).queryByText("reader2@example.org")).not.toBeInTheDocument());
    expect(within(table).getByText("reader1@example.org")).toBeInTheDocument();
    expect(listed.at(-1)).toMatchObject({ state: "CONFIRMED", offset: 0 });
  });

  it("removes a subscriber only once the question is answered", async () => {
    const { user, removed } = openSubscribers();
    await screen.findByText("reader1@example.org");
    await user.click(screen.getByRole("button", { name: "Remove reader1@example.org" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Remove reader1@example.org?");
    expect(removed).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("reader1@example.org")).not.toBeInTheDocument());
    expect(removed).toEqual([1]);
  });

  it("names the line a refused import stumbled on, and says what an accepted one did", async () => {
    const { user, imported } = openSubscribers();
    await screen.findByText("reader1@example.org");
    const input = screen.getByLabelText("Import a CSV file");
    await user.upload(input, csvFile("email\nok@example.org\nnot-an-address\n"));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Line 3/);
    await user.upload(input, csvFile("email\nnew@example.org\n"));
    await screen.findByText("Imported: 2 subscribers added, 1 line skipped.");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(imported).toEqual(["email\nok@example.org\nnot-an-address\n", "email\nnew@example.org\n"]);
  });
});
