import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { ViewsChart } from "./views-chart";
import { translatorFor } from "../../../i18n/admin";
import { describeViews as describeIn, labelledDays, scaleTop, type DayViews } from "./views-summary";

const describeViews = (days: readonly DayViews[]) => describeIn(days, translatorFor("en"));

afterEach(cleanup);

/** 30 days ending 2026-11-26, with views on a few of them. */
function days(views: Record<string, number> = {}) {
  return Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 9, 28 + i)).toISOString().slice(0, 10);
    return { day, views: views[day] ?? 0 };
  });
}

const bars = (container: HTMLElement) => Array.from(container.querySelectorAll<SVGRectElement>("rect.views-chart-bar"));

describe("the views chart", () => {
  it("draws a bar for every day, today's last and marked, zero days at zero height", () => {
    const { container } = render(<ViewsChart days={days({ "2026-11-20": 8, "2026-11-26": 2 })} />);
    const drawn = bars(container);
    expect(drawn).toHaveLength(30);
    expect(drawn.at(-1)).toHaveAttribute("data-day", "2026-11-26");
    expect(drawn.at(-1)).toHaveClass("views-chart-today");
    expect(drawn.filter((bar) => bar.classList.contains("views-chart-today"))).toHaveLength(1);
    // The busiest day reaches the top of a scale of 10; today's 2 a fifth of it; the rest lie flat.
    const height = (day: string) => Number(drawn.find((bar) => bar.dataset.day === day)!.getAttribute("height"));
    expect(height("2026-11-20")).toBeCloseTo(80);
    expect(height("2026-11-26")).toBeCloseTo(20);
    expect(drawn.filter((bar) => bar.dataset.views === "0").map((bar) => Number(bar.getAttribute("height")))).toEqual(Array(28).fill(0));
  });

  it("is one image summarised for screen readers, with every day's number in a table", () => {
    render(<ViewsChart days={days({ "2026-11-20": 8, "2026-11-26": 2 })} />);
    const image = screen.getByRole("img");
    expect(image).toHaveAccessibleName("Views per day, last 30 days: 10 views in total, most on 2026-11-20 (8), 2 views today.");
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("row")).toHaveLength(31);
    expect(within(within(table).getByRole("rowheader", { name: "2026-11-20" }).closest("tr")!).getByRole("cell")).toHaveTextContent("8");
    expect(within(within(table).getByRole("rowheader", { name: "2026-10-28" }).closest("tr")!).getByRole("cell")).toHaveTextContent("0");
  });

  it("says plainly when there are no views, and still draws the 30 days", () => {
    const { container } = render(<ViewsChart days={days()} />);
    expect(screen.getByRole("img")).toHaveAccessibleName("Views per day, last 30 days: no views yet.");
    expect(bars(container)).toHaveLength(30);
    expect(bars(container).every((bar) => bar.getAttribute("height") === "0")).toBe(true);
  });

  it("labels a few dates under the axis, ending with today", () => {
    const { container } = render(<ViewsChart days={days()} />);
    const labels = Array.from(container.querySelectorAll(".views-chart-dates span")).map((label) => label.textContent);
    expect(labels).toEqual(["10-28", "11-04", "11-11", "11-18", "Today"]);
  });
});

describe("the chart's numbers", () => {
  it("rounds the scale up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 2, 3, 7, 10, 11, 38, 120, 999].map(scaleTop)).toEqual([1, 1, 2, 5, 10, 10, 20, 50, 200, 1000]);
  });

  it("labels the first day, one a week, and the last, never two side by side", () => {
    expect(labelledDays(30)).toEqual([0, 7, 14, 21, 29]);
    expect(labelledDays(28)).toEqual([0, 7, 14, 21, 27]);
    expect(labelledDays(24)).toEqual([0, 7, 14, 23]);
    expect(labelledDays(1)).toEqual([0]);
  });

  it("names the earliest of equally busy days", () => {
    expect(describeViews([{ day: "2026-11-01", views: 1 }, { day: "2026-11-02", views: 3 }, { day: "2026-11-03", views: 3 }])).toBe(
      "Views per day, last 3 days: 7 views in total, most on 2026-11-02 (3), 3 views today.",
    );
  });
});
