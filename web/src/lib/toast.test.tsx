import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { ToastProvider, useToast } from "./toast";

afterEach(cleanup);

function Announcer({ texts }: { texts: string[] }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => texts.forEach((text) => toast(text, "error"))}>
      Announce
    </button>
  );
}

describe("toasts", () => {
  it("show one message at a time: a new one replaces the one on screen", () => {
    render(
      <ToastProvider>
        <Announcer texts={["First failure", "Second failure", "Third failure"]} />
      </ToastProvider>,
    );
    act(() => screen.getByRole("button", { name: "Announce" }).click());
    expect(screen.getAllByTestId("toast").map((toast) => toast.textContent)).toEqual(["Third failure"]);
  });
});
