import { describe, expect, it } from "vitest";
import { wrapText } from "./wrap-text";

/** Every character is 10 px wide: line widths are easy to reason about. */
const measure = (text: string) => text.length * 10;

describe("wrapText", () => {
  it("breaks Latin text at spaces", () => {
    expect(wrapText("full stack web developer", 100, measure)).toEqual(["full stack", "web", "developer"]);
  });

  it("breaks Chinese text between any two characters", () => {
    expect(wrapText("杭州浙江工业大学软件工程", 50, measure)).toEqual(["杭州浙江工", "业大学软件", "工程"]);
  });

  it("keeps mixed text together where it fits and splits a word longer than the line", () => {
    expect(wrapText("Hangzhou 杭州 supercalifragilistic", 110, measure)).toEqual(["Hangzhou 杭州", "supercalifr", "agilistic"]);
  });
});
