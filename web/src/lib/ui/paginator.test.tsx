import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Paginator, pageWindow } from "./paginator";

// Testing Library cleans up by itself only when vitest globals are on; this config keeps them off.
afterEach(cleanup);

/** A paginator that moves as a page would, so the test sees what a user sees. */
function Paged({ total, start = 1, onPage = () => {} }: { total: number; start?: number; onPage?(page: number): void }) {
  const [page, setPage] = useState(start);
  return (
    <Paginator
      total={total}
      page={page}
      onPage={(next) => {
        onPage(next);
        setPage(next);
      }}
    />
  );
}

const numbers = () => screen.getAllByRole("button", { name: /^Page \d+$/ }).map((b) => Number(b.textContent));
const active = () => screen.getByRole("button", { current: "page" });

describe("Paginator", () => {
  it("shows five page buttons with the first one active", () => {
    render(<Paged total={95} />);
    expect(numbers()).toEqual([1, 2, 3, 4, 5]);
    expect(active()).toHaveTextContent("1");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByText(/95 rows · page 1 of 10/)).toBeInTheDocument();
  });

  it("moves to a chosen page and keeps the window around it", async () => {
    const onPage = vi.fn();
    render(<Paged total={95} onPage={onPage} />);
    await userEvent.click(screen.getByRole("button", { name: "Page 4" }));
    expect(onPage).toHaveBeenLastCalledWith(4);
    expect(active()).toHaveTextContent("4");
    expect(numbers()).toEqual([2, 3, 4, 5, 6]);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onPage).toHaveBeenLastCalledWith(5);
    expect(numbers()).toEqual([3, 4, 5, 6, 7]);
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(onPage).toHaveBeenLastCalledWith(4);
  });

  it("stops at the last page and keeps five buttons there", async () => {
    render(<Paged total={95} start={9} />);
    expect(numbers()).toEqual([6, 7, 8, 9, 10]);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(active()).toHaveTextContent("10");
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(numbers()).toEqual([6, 7, 8, 9, 10]);
  });

  it("does not report a click on the page already shown", async () => {
    const onPage = vi.fn();
    render(<Paged total={95} onPage={onPage} />);
    await userEvent.click(screen.getByRole("button", { name: "Page 1" }));
    expect(onPage).not.toHaveBeenCalled();
  });

  it("offers only the pages there are, and one page for an empty list", () => {
    const { rerender } = render(<Paginator total={15} page={1} onPage={() => {}} />);
    expect(numbers()).toEqual([1, 2]);
    rerender(<Paginator total={0} page={1} onPage={() => {}} />);
    expect(numbers()).toEqual([1]);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByText(/0 rows · page 1 of 1/)).toBeInTheDocument();
  });

  it("counts a page as full at exactly ten rows", () => {
    expect(pageWindow(1, 1, 5)).toEqual([1]);
    render(<Paginator total={20} page={2} onPage={() => {}} />);
    expect(numbers()).toEqual([1, 2]);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });
});
