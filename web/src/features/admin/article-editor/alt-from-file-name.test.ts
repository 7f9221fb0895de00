import { describe, expect, it } from "vitest";
import { altFromFileName } from "./alt-from-file-name";

describe("alt text from a file name", () => {
  it("reads a descriptive name as words, and gives nothing for a name that says nothing", () => {
    expect(altFromFileName("lake-at-dawn.png")).toBe("lake at dawn");
    expect(altFromFileName("西湖_清晨.JPG")).toBe("西湖 清晨");
    for (const name of ["image.png", "IMG_2041.jpg", "Screenshot 2026-11-25 at 10.32.11.png", "PXL_20261125.webp", "123.gif"]) {
      expect(altFromFileName(name), name).toBe("");
    }
  });
});
