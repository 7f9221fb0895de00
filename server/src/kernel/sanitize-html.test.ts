import { describe, expect, it } from "vitest";
import { IMAGE_SCHEMES, LINK_SCHEMES, isAllowedUrl } from "../shared/article-markup";
import { sanitizeArticleHtml } from "../kernel/sanitize-html";

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

  it("applies its documented rules to links, images, classes and srcset", () => {
    expect(sanitizeArticleHtml(`<a href="/about" target="_blank" rel="nofollow" title="T">x</a>`)).toBe(
      `<a href="/about" target="_blank" rel="nofollow noopener" title="T">x</a>`,
    );
    expect(sanitizeArticleHtml(`<a href="#notes" target="_self" rel="ugc">x</a>`)).toBe(`<a href="#notes" target="_self" rel="ugc">x</a>`);
    expect(sanitizeArticleHtml(`<p><a href="javascript:alert(1)" title="t">bad</a> <a>none</a></p>`)).toBe(`<p><span>bad</span> <span>none</span></p>`);
    expect(sanitizeArticleHtml(`<p>a<img src="data:image/png;base64,AAAA">b<img alt="no address">c</p>`)).toBe(`<p>abc</p>`);
    expect(sanitizeArticleHtml(`<pre class="wp-block-code language-js"><code class="hljs language-js">x</code></pre>`)).toBe(
      `<pre class="language-js"><code class="language-js">x</code></pre>`,
    );
    expect(sanitizeArticleHtml(`<img src="/a.webp" srcset="/a.webp 480w,javascript:x 800w,/b.webp 1600w">`)).toBe(
      `<img src="/a.webp" srcset="/a.webp 480w, /b.webp 1600w" />`,
    );
  });

  it.each([
    "/about", "#notes", "?page=2", "notes.html", "https://example.org/", "HTTP://example.org", "mailto:me@example.org",
    "javascript:alert(1)", "java\tscript:alert(1)", " javascript:x", "java<!-- -->script:x", "data:text/html,x", "ftp://x",
    "//evil.example", "/\\evil.example", "tel:123",
  ])("keeps the address %j exactly when the shared rule allows it", (url) => {
    const link = sanitizeArticleHtml(`<a href="${url}">x</a>`);
    expect(link.startsWith("<a href="), link).toBe(isAllowedUrl(url, LINK_SCHEMES));
    const image = sanitizeArticleHtml(`<img src="${url}">`);
    expect(image.startsWith("<img src="), image).toBe(isAllowedUrl(url, IMAGE_SCHEMES));
  });
});
