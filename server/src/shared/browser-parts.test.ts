import { describe, expect, it } from "vitest";
import { browserParts } from "./browser-parts";

describe("browserParts", () => {
  it("names a known browser and its system, anything else by its first word alone, and nothing as nothing", () => {
    expect(browserParts("Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0")).toEqual({ browser: "Firefox", system: "Linux" });
    expect(browserParts("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 Edg/140.0")).toEqual({ browser: "Edge", system: "Windows" });
    expect(browserParts("Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36")).toEqual({ browser: "Chrome", system: "Android" });
    expect(browserParts("Chromium/140.0")).toEqual({ browser: "Chrome", system: null });
    expect(browserParts("curl/8.5.0 (Linux)")).toEqual({ browser: "curl", system: null });
    expect(browserParts("  ")).toEqual({ browser: null, system: null });
    expect(browserParts(null)).toEqual({ browser: null, system: null });
  });
});
