import { describe, expect, it, vi } from "vitest";
import { setSanitizedHtml } from "./sanitize-html";

/** jsdom has no built-in sanitizer, so these exercise the DOMPurify fallback. */
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<svg onload=alert(1)>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<p style="background:url(javascript:alert(1))">x</p>`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
];

describe("setSanitizedHtml", () => {
  it.each(PAYLOADS)("defuses %s", async (payload) => {
    const element = document.createElement("div");
    await setSanitizedHtml(element, payload);
    expect(element.innerHTML).not.toMatch(/<script|<iframe|<svg|<style|<form|\son\w+=|javascript:|style=/i);
  });

  it("keeps article structure, images with srcset and code classes, and guards new-tab links", async () => {
    const element = document.createElement("div");
    await setSanitizedHtml(
      element,
      `<h2>T</h2><p><a href="https://e.org" target="_blank">l</a></p><img src="/uploads/a-960.webp" srcset="/uploads/a-480.webp 480w" alt="A"><pre><code class="language-ts">x</code></pre>`,
    );
    expect(element.querySelector("h2")?.textContent).toBe("T");
    expect(element.querySelector("img")?.getAttribute("srcset")).toBe("/uploads/a-480.webp 480w");
    expect(element.querySelector("code")?.className).toBe("language-ts");
    expect(element.querySelector("a")?.rel).toBe("noopener");
  });

  it("uses the browser's own sanitizer, with the allow-list, where there is one", async () => {
    const element = document.createElement("div");
    const setHTML = vi.fn();
    Object.assign(element, { setHTML });
    await setSanitizedHtml(element, "<p>x</p>");
    expect(setHTML).toHaveBeenCalledWith("<p>x</p>", {
      sanitizer: { elements: expect.arrayContaining(["p", "img", "a"]), attributes: expect.arrayContaining(["href", "src", "srcset"]) },
    });
    expect(setHTML.mock.calls[0][1].sanitizer.elements).not.toContain("script");
  });
});
