import { describe, expect, it } from "vitest";
import type { AdminArticleFieldsFragment } from "../../../gql/admin/graphql";
import { draftBeingWritten, draftOf, workingCopyChanges, workingTextsFor, workingTextsOf } from "./article-draft";

const live: AdminArticleFieldsFragment = {
  id: 7, title: "Live", slug: "live", subtitle: "", summary: "Said before", cover: "", content: "<p>Live body</p>",
  columnId: 2, isShow: true, featured: false, status: "PUBLISHED", publishedAt: "2026-11-01T08:00:00.000Z", tags: [],
  workingCopy: null,
};
const withCopy = { ...live, workingCopy: { title: "Being written", subtitle: null, summary: null, cover: null, content: "<p>New body</p>", savedAt: "2026-11-25T10:00:00.000Z" } };

describe("the editor's working copy", () => {
  it("opens with the working copy's texts over the live ones, and measures changes from the live article", () => {
    const draft = draftBeingWritten(withCopy);
    expect(draft).toMatchObject({ title: "Being written", summary: "Said before", content: "<p>New body</p>", slug: "live" });
    expect(workingTextsFor(draft, draftOf(withCopy))).toEqual({ title: "Being written", subtitle: null, summary: null, cover: null, content: "<p>New body</p>" });
    expect(workingTextsOf(live)).toEqual({ title: null, subtitle: null, summary: null, cover: null, content: null });
  });

  it("sends only what the server does not have, and null for a change undone", () => {
    const kept = workingTextsOf(withCopy);
    const undone = { ...kept, title: null };
    expect(workingCopyChanges(kept, kept)).toEqual({});
    expect(workingCopyChanges(undone, kept)).toEqual({ title: null });
    expect(workingCopyChanges({ ...kept, summary: "Now said" }, kept)).toEqual({ summary: "Now said" });
  });
});
