import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { AdminMySessionsDocument } from "../../../gql/admin/graphql";
import { LocaleProvider } from "../../../i18n/i18n";
import type { Locale } from "@shared/locales";
import { ToastProvider } from "../../../lib/toast";
import { SessionsPanel } from "./sessions-panel";

afterEach(() => {
  cleanup();
  document.documentElement.lang = "en";
});

const session = (id: string, userAgent: string | null, current = false) => ({
  __typename: "SignedInSession", id, userAgent, address: "203.0.113.7", signedInAt: "2026-11-20T08:00:00.000Z", lastSeenAt: "2026-11-26T08:00:00.000Z", current,
});

const SESSIONS = [
  session("a1", "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0", true),
  session("b2", "Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36"),
  session("c3", "curl/8.5.0"),
  session("d4", null),
];

function openPanel(locale: Locale) {
  const mocks = [{ request: { query: AdminMySessionsDocument }, result: { data: { mySessions: SESSIONS } } }];
  render(
    <MockedProvider mocks={mocks}>
      <LocaleProvider locale={locale}>
        <ToastProvider>
          <SessionsPanel />
        </ToastProvider>
      </LocaleProvider>
    </MockedProvider>,
  );
}

describe("the sessions list", () => {
  it("names each browser and its system in English", async () => {
    openPanel("en");
    expect(await screen.findByText("Firefox on Linux")).toBeInTheDocument();
    expect(screen.getByText("Chrome on Android")).toBeInTheDocument();
    expect(screen.getByText("curl")).toBeInTheDocument();
    expect(screen.getByText("Unknown browser")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Sign out Chrome on Android, last used/ })).toBeInTheDocument();
  });

  it("names them in Chinese on a Chinese page, the products as their makers write them", async () => {
    openPanel("zh");
    expect(await screen.findByText("Linux 上的 Firefox")).toBeInTheDocument();
    expect(screen.getByText("Android 上的 Chrome")).toBeInTheDocument();
    expect(screen.getByText("curl")).toBeInTheDocument();
    expect(screen.getByText("未知浏览器")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^退出 Android 上的 Chrome（最近使用于/ })).toBeInTheDocument();
  });
});
