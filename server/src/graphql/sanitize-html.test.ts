import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "./sanitize-html";

/** Well-known XSS payloads (OWASP cheat sheet style): none may survive with anything executable. */
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="&#106;avascript:alert(1)">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">`,
  `<iframe src="https://evil.example"></iframe>`,
  `<object data="evil.swf"></object>`,
  `<embed src="evil.swf">`,
  `<p style="background:url(javascript:alert(1))">x</p>`,
  `<div style="background-image: url(https://evil.example/track.png)">x</div>`,
  `<body onload=alert(1)>`,
  `<input autofocus onfocus=alert(1)>`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror=alert(1)></video>`,
  `<link rel=stylesheet href="https://evil.example/x.css">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<p onmouseover="alert(1)">hover</p>`,
  `<a href="//evil.example">protocol-relative</a>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<style>@import 'https://evil.example/x.css';</style>`,
];

const DANGEROUS = /<script|<iframe|<object|<embed|<svg|<style|<link|<meta|<base|<form|<input|\son\w+=|javascript:|data:|style=|\/\/evil/i;

describe("article HTML sanitiser", () => {
  it.each(PAYLOADS)("defuses %s", (payload) => {
    expect(sanitizeArticleHtml(payload)).not.toMatch(DANGEROUS);
  });

  it("keeps safe structure, https links, images and code blocks", () => {
    const safe = `<h2>Title</h2><p><strong>bold</strong> <em>it</em></p><ul><li>one</li></ul><blockquote>q</blockquote><pre><code class="language-ts">const a = 1 &lt; 2;</code></pre><p><a href="https://example.org">link</a></p><img src="https://example.org/a.webp" alt="A" />`;
    expect(sanitizeArticleHtml(safe)).toBe(safe);
  });
});
