import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/admin";
import { describePublishState as describeIn, instantOf, type PublishState } from "./publish-state";

// The time goes in as the formatter gives it (the page's is useFormat's); here, the instant itself.
const describePublishState = (state: PublishState, isShow: boolean) => describeIn(state, isShow, translatorFor("en"), (iso) => iso);

describe("the editor's publish state", () => {
  it("names a draft, a scheduled and a published article, and a hidden one", () => {
    expect(describePublishState({ status: "DRAFT", publishedAt: null }, true)).toBe("Draft: visitors do not see it");
    const at = new Date(2030, 0, 2, 3, 4, 5).toISOString();
    expect(describePublishState({ status: "SCHEDULED", publishedAt: at }, true)).toBe(`Scheduled for ${at}`);
    expect(describePublishState({ status: "PUBLISHED", publishedAt: at }, false)).toBe(`Published ${at}, hidden from visitors`);
  });

  it("reads the author's local time as an instant, and nothing from an empty or broken value", () => {
    expect(instantOf("2030-01-02T03:04")).toBe(new Date(2030, 0, 2, 3, 4).toISOString());
    expect(instantOf("")).toBeUndefined();
    expect(instantOf("not a time")).toBeUndefined();
  });
});
