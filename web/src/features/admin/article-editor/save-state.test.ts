import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/admin";
import { describeSaveState as describeIn } from "./save-state";

const describeSaveState = (facts: Parameters<typeof describeIn>[0]) => describeIn(facts, translatorFor("en"));

const base = { busy: false, autosave: { state: "idle" } as const, exists: true, status: "PUBLISHED" as const, typing: false, textsDiffer: false, settingsDiffer: false };

describe("describeSaveState", () => {
  it("tells a published article's kept changes from its live text", () => {
    expect(describeSaveState(base)).toBe("Live and up to date");
    expect(describeSaveState({ ...base, textsDiffer: true })).toBe("Saved, not live until you Update");
    expect(describeSaveState({ ...base, textsDiffer: true, autosave: { state: "saved", at: new Date(2026, 0, 1, 9, 5) } })).toBe("Saved at 09:05, not live until you Update");
  });

  it("says what is not kept yet, and why a save failed", () => {
    expect(describeSaveState({ ...base, typing: true })).toBe("Unsaved changes");
    expect(describeSaveState({ ...base, settingsDiffer: true })).toBe("Unsaved changes");
    expect(describeSaveState({ ...base, settingsDiffer: true, textsDiffer: true, status: "DRAFT" })).toBe("Unsaved changes");
    expect(describeSaveState({ ...base, autosave: { state: "failed", message: "cover must be an http(s) URL" } })).toBe("Not saved: cover must be an http(s) URL");
    expect(describeSaveState({ ...base, autosave: { state: "saving" } })).toBe("Saving…");
  });

  it("speaks of drafts and new posts as such", () => {
    expect(describeSaveState({ ...base, status: "DRAFT", textsDiffer: true })).toBe("Draft saved");
    expect(describeSaveState({ ...base, status: "DRAFT" })).toBe("All changes saved");
    expect(describeSaveState({ ...base, exists: false, status: "DRAFT" })).toBe("Start writing: it is saved as you go");
  });
});
