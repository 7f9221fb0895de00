import { describe, expect, it } from "vitest";
import { meaningOf } from "../../test/parsed-html";

const same = (a: string, b: string) => expect(meaningOf(a)).toEqual(meaningOf(b));
const different = (a: string, b: string) => expect(meaningOf(a)).not.toEqual(meaningOf(b));

describe("the meaning of article HTML", () => {
  it("ignores spelling: attribute order and quotes, entities, comments, void tags", () => {
    same(`<p class='a' title="b">x &amp; y</p><!-- note --><img src="/a" alt="">`, `<p title="b" class="a">x &#38; y</p><img alt="" src="/a" />`);
  });

  it("ignores whitespace that HTML collapses, but not inside pre or a no-break space", () => {
    same(`<p>  a \n  b </p>\n\n<ul>\n  <li>one</li>\n</ul>`, `<p>a b</p><ul><li>one</li></ul>`);
    same(`<p>a <b> b</b></p>`, `<p>a <b>b</b></p>`);
    different(`<pre>a  b</pre>`, `<pre>a b</pre>`);
    different(`<p>a&nbsp;b</p>`, `<p>a b</p>`);
  });

  it("compares formatting by what applies to each character, not by how it is nested", () => {
    same(`<p><em><strong>x</strong></em> <b>a</b><b>b</b></p>`, `<p><strong><em>x</em></strong> <b>ab</b></p>`);
    different(`<p><b>x</b></p>`, `<p><strong>x</strong></p>`);
    different(`<p><a href="/a">x</a></p>`, `<p><a href="/a" target="_blank">x</a></p>`);
  });

  it("keeps where text, images and breaks sit, and every element", () => {
    different(`<p><img src="/a"></p>`, `<img src="/a"><p></p>`);
    different(`<li>x</li>`, `<li><p>x</p></li>`);
    different(`<p>a<br>b</p>`, `<p>a</p><p>b</p>`);
    different(`<p>a</p>`, `<p>a</p><p></p>`);
  });
});
