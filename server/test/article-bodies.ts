/**
 * Article bodies that must survive being saved and edited: read by the server's test (through GraphQL and the
 * legacy /api) and by the editor's tests (in jsdom and in Chromium). Compare them as parsed HTML
 * (shared/html-meaning.ts), never as strings.
 */
export interface ArticleBody {
  name: string;
  /** The body as an author, an exporter or an old client wrote it. */
  html: string;
  /** The body as the sanitiser stores it, where its documented rules change it (see sanitize-html.ts). */
  stored?: string;
  /** How many of its parts the editor keeps as HTML it cannot edit; none unless given. */
  held?: number;
}

export const ARTICLE_BODIES: readonly ArticleBody[] = [
  {
    name: "the issue's example: site-relative links, an external link and an image in a paragraph",
    html: `<p>See <a href="/about">the about page</a>, <a href="/detail?id=1">the first post</a> and
<a href="https://example.org/">a site</a>.</p><p><img src="/avatar.svg" alt="an avatar"></p>`,
  },
  {
    name: "links of every allowed kind, with their own target, rel and title",
    html:
      `<p>Links: <a href="/about" title="About this blog">on the site</a>, <a href="#notes">to a heading</a>, ` +
      `<a href="?page=2">a query</a>, <a href="notes.html">a relative page</a>, ` +
      `<a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener nofollow">in a new tab</a>, ` +
      `<a href="https://example.org/x" target="_self">in this tab</a>, <a href="http://example.com/" rel="ugc">plain http</a> ` +
      `and <a href="mailto:me@example.org?subject=Hello">mail</a>.</p><p>The end.</p>`,
  },
  {
    name: "Chinese text",
    html:
      `<h2>春天的湖</h2><p>清晨的湖面上有一层薄雾，远处传来<strong>白鹭</strong>的叫声。</p>` +
      `<p>「走吧，」她说，「天快亮了。」<br>我们沿着湖边慢慢走，一直走到<a href="/detail?id=2">石桥</a>。</p>` +
      `<blockquote><p>山重水复疑无路，柳暗花明又一村。</p></blockquote><ul><li>第一条路</li><li>第二条路</li></ul>` +
      `<p>全文完。</p>`,
  },
  {
    name: "headings, breaks, rules and every text format",
    html:
      `<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>` +
      `<p><strong>strong</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <s>s</s> <del>del</del> H<sub>2</sub>O ` +
      `x<sup>2</sup> <mark>marked</mark> <span>a span</span> <code class="language-ts">const a = 1</code> ` +
      `<a href="/x"><code>linked code</code></a> <strong><em>both</em></strong> <em>em <strong>and strong</strong></em>` +
      `<br>after a break</p><hr><p>007 is kept as written, and so is &lt;this&gt; &amp; that.</p><p></p><p>The end.</p>`,
  },
  {
    name: "lists: plain and paragraph items, nested lists, a start number",
    html:
      `<ul><li>one</li><li>two<ul><li>two a</li><li>two b</li></ul></li><li><ul><li>a list first</li></ul></li></ul>` +
      `<ol start="3"><li><p>three</p></li><li><p>four</p><p>and more</p></li></ol><ol start="1"><li>one again</li></ol>` +
      `<ol><li>plain <strong>bold</strong></li><li></li></ol><p>The end.</p>`,
  },
  {
    name: "quotes and code blocks with their languages",
    html:
      `<blockquote>A quote written straight into the element.</blockquote>` +
      `<blockquote><p>A quote in paragraphs.</p><p>Two of them.</p></blockquote>` +
      `<blockquote><p>A quote with its source after it.</p>Someone</blockquote>` +
      `<pre><code class="language-ts">const walk = (): string =&gt; "slowly";\n  // indented\n</code></pre>` +
      `<pre class="language-js"><code class="language-js">let a = 1;</code></pre>` +
      `<pre>plain preformatted   text</pre><pre><code>no language</code></pre><p>The end.</p>`,
  },
  {
    name: "images with every attribute, in text, in links and in figures",
    html:
      `<p>Text with <img src="/uploads/a-480.webp" alt="" width="16" height="16"> an inline image.</p>` +
      `<p><img src="https://example.org/lake.jpg" alt="The lake" title="At dawn" width="1600" height="900" loading="lazy" ` +
      `srcset="https://example.org/lake-480.jpg 480w, https://example.org/lake.jpg 1600w" sizes="(max-width: 880px) 100vw, 800px"></p>` +
      `<p><a href="/uploads/big.webp"><img src="/uploads/small.webp" alt="A linked image"></a></p>` +
      `<figure><img src="/uploads/heron.webp" alt="A heron"><figcaption>A heron, <em>far off</em></figcaption></figure>` +
      `<figure><figcaption>Caption first</figcaption><img src="/uploads/reed.webp" alt="Reeds"></figure>` +
      `<figure><figure><img src="/uploads/g1.webp" alt="One"></figure><figure><img src="/uploads/g2.webp" alt="Two"></figure></figure>` +
      `<img src="/uploads/loose.webp" alt="An image straight in the body"><p>The end.</p>`,
  },
  {
    name: "tables with a head, spans and text straight in the cells",
    html:
      `<table><thead><tr><th>Day</th><th colspan="2">Walk</th></tr></thead><tbody>` +
      `<tr><td rowspan="2">Monday</td><td>12 km</td><td><p>flat</p></td></tr><tr><td>3 km</td><td><strong>steep</strong></td></tr>` +
      `</tbody></table><figure><table><tbody><tr><td>In a figure</td></tr></tbody></table><figcaption>A table caption</figcaption></figure>` +
      `<table><tbody><tr><th>Row head</th><td>value</td></tr></tbody></table><p>The end.</p>`,
  },
  {
    name: "an article as WordPress exports it",
    html: `<!-- wp:paragraph -->
<p>Welcome to the blog. Read <a href="/about">about me</a> first.</p>
<!-- /wp:paragraph -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="the-trip">The trip</h2>
<!-- /wp:heading -->

<!-- wp:image {"id":12,"sizeSlug":"large","linkDestination":"media"} -->
<figure class="wp-block-image size-large"><a href="https://blog.example.org/wp-content/uploads/2024/05/lake.jpg"><img src="https://blog.example.org/wp-content/uploads/2024/05/lake-1024x683.jpg" alt="The lake at dawn" class="wp-image-12" srcset="https://blog.example.org/wp-content/uploads/2024/05/lake-1024x683.jpg 1024w, https://blog.example.org/wp-content/uploads/2024/05/lake-300x200.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px" width="1024" height="683"/></a><figcaption class="wp-element-caption">The lake at dawn</figcaption></figure>
<!-- /wp:image -->

<!-- wp:list -->
<ul class="wp-block-list"><!-- wp:list-item -->
<li>Boots</li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li>A warm coat</li>
<!-- /wp:list-item --></ul>
<!-- /wp:list -->

<!-- wp:quote -->
<blockquote class="wp-block-quote is-layout-flow wp-block-quote-is-layout-flow"><!-- wp:paragraph -->
<p>Not all those who wander are lost.</p>
<!-- /wp:paragraph --><cite>J. R. R. Tolkien</cite></blockquote>
<!-- /wp:quote -->

<!-- wp:code -->
<pre class="wp-block-code"><code>npm install
npm start</code></pre>
<!-- /wp:code -->

<!-- wp:table -->
<figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr><th>Day</th><th>Distance</th></tr></thead><tbody><tr><td>Monday</td><td>12 km</td></tr></tbody></table><figcaption class="wp-element-caption">Distances walked</figcaption></figure>
<!-- /wp:table -->

<!-- wp:paragraph -->
<p>Thanks for reading.</p>
<!-- /wp:paragraph -->`,
    stored: `<p>Welcome to the blog. Read <a href="/about">about me</a> first.</p>
<h2>The trip</h2>
<figure><a href="https://blog.example.org/wp-content/uploads/2024/05/lake.jpg"><img src="https://blog.example.org/wp-content/uploads/2024/05/lake-1024x683.jpg" alt="The lake at dawn" srcset="https://blog.example.org/wp-content/uploads/2024/05/lake-1024x683.jpg 1024w, https://blog.example.org/wp-content/uploads/2024/05/lake-300x200.jpg 300w" sizes="(max-width: 1024px) 100vw, 1024px" width="1024" height="683" /></a><figcaption>The lake at dawn</figcaption></figure>
<ul><li>Boots</li><li>A warm coat</li></ul>
<blockquote><p>Not all those who wander are lost.</p>J. R. R. Tolkien</blockquote>
<pre><code>npm install
npm start</code></pre>
<figure><table><thead><tr><th>Day</th><th>Distance</th></tr></thead><tbody><tr><td>Monday</td><td>12 km</td></tr></tbody></table><figcaption>Distances walked</figcaption></figure>
<p>Thanks for reading.</p>`,
  },
  {
    name: "an article as Ghost exports it",
    html:
      `<p>Morning notes from the <a href="https://ghost.example.org/tag/walks/">walks</a> series.</p>` +
      `<figure class="kg-card kg-image-card kg-card-hascaption"><img src="https://ghost.example.org/content/images/2024/05/heron.jpg" class="kg-image" alt="A heron" loading="lazy" width="2000" height="1333" ` +
      `srcset="https://ghost.example.org/content/images/size/w600/2024/05/heron.jpg 600w, https://ghost.example.org/content/images/size/w1000/2024/05/heron.jpg 1000w, https://ghost.example.org/content/images/2024/05/heron.jpg 2000w" ` +
      `sizes="(min-width: 720px) 720px"><figcaption><span style="white-space: pre-wrap;">A heron on the far bank</span></figcaption></figure>` +
      `<h2 id="the-path">The path</h2><blockquote class="kg-blockquote-alt">A quote, as Ghost writes it.</blockquote>` +
      `<pre><code class="language-javascript">const walk = () =&gt; "slowly";</code></pre><hr>` +
      `<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="https://example.org/herons"><div class="kg-bookmark-content">` +
      `<div class="kg-bookmark-title">All about herons</div><div class="kg-bookmark-description">Where they nest.</div></div></a></figure>` +
      `<p>Read on at <a href="#the-path">the path</a>.</p>`,
    stored:
      `<p>Morning notes from the <a href="https://ghost.example.org/tag/walks/">walks</a> series.</p>` +
      `<figure><img src="https://ghost.example.org/content/images/2024/05/heron.jpg" alt="A heron" loading="lazy" width="2000" height="1333" ` +
      `srcset="https://ghost.example.org/content/images/size/w600/2024/05/heron.jpg 600w, https://ghost.example.org/content/images/size/w1000/2024/05/heron.jpg 1000w, https://ghost.example.org/content/images/2024/05/heron.jpg 2000w" ` +
      `sizes="(min-width: 720px) 720px" /><figcaption><span>A heron on the far bank</span></figcaption></figure>` +
      `<h2>The path</h2><blockquote>A quote, as Ghost writes it.</blockquote>` +
      `<pre><code class="language-javascript">const walk = () =&gt; "slowly";</code></pre><hr />` +
      `<figure><a href="https://example.org/herons">All about heronsWhere they nest.</a></figure>` +
      `<p>Read on at <a href="#the-path">the path</a>.</p>`,
  },
  {
    name: "markup outside the list, removed by the sanitiser's documented rules",
    html:
      `<p onclick="alert(1)" style="color: red" class="lead">A <a href="https://example.org" target="_blank">new tab</a>, ` +
      `<a href="javascript:alert(1)">a bad link</a>, <img src="data:image/png;base64,AAAA" alt="data">and <font color="red">old markup</font>.</p>` +
      `<script>alert(1)</script><div class="note"><p>In a div.</p></div><iframe src="https://video.example/embed"></iframe><p>The end.</p>`,
    stored:
      `<p>A <a href="https://example.org" target="_blank" rel="noopener">new tab</a>, <span>a bad link</span>, and old markup.</p>` +
      `<p>In a div.</p><p>The end.</p>`,
  },
  {
    name: "markup the list allows but the editor cannot edit: kept as it is",
    html:
      `<p>Before.</p><pre><code>let <strong>x</strong> = 1;</code></pre>` +
      `<ul><li>one</li><ul><li>a list straight inside a list</li></ul></ul><p>The end.</p>`,
    held: 2,
  },
];

/** The body as stored after the sanitiser's rules. */
export const storedForm = (body: ArticleBody) => body.stored ?? body.html;
