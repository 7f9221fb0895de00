/**
 * Demo content for the Quiet Notes personal blog.
 *
 * Plain data only: columns, daily sentences, classic quotations, articles,
 * site information, home page information and the owner's profile.
 * Article bodies are HTML using a small set of safe tags
 * (h2, h3, p, ul, ol, li, a, strong, em, blockquote, pre, code, br).
 */

import { PLACEHOLDER_SITE_URL } from "../../kernel/site-address";

export interface DemoColumn {
  name: string;
  kind: "ARTICLES" | "DAILY_SENTENCES";
  sid: number;
}

export interface DemoSentence {
  cn: string;
  en: string;
  sid: number;
  isShow: boolean;
}

export interface DemoArticle {
  title: string;
  subtitle: string;
  summary: string;
  content: string;
  /** ISO date-time with +08:00 offset, e.g. "2025-03-14T09:30:00+08:00" */
  createTime: string;
  hits: number;
  sid: number;
  isShow: boolean;
}

export interface DemoSiteInfo {
  title: string;
  logo: string;
  url: string;
  description: string;
  keywords: string;
  author: string;
  copyright: string;
  record: string;
  email: string;
}

export interface DemoHomeInfo {
  photo: string;
  note: string;
}

export interface DemoOwnerProfile {
  name: string;
  photo: string;
  headline: string;
  summary: string;
  details: { label: string; value: string }[];
  education: { school: string; degree: string; major: string; period: string }[];
  skills: string[];
}

/* ------------------------------------------------------------------ */
/* Columns                                                             */
/* ------------------------------------------------------------------ */

export const demoColumns: DemoColumn[] = [
  { name: "每日一句 Daily sentences", kind: "DAILY_SENTENCES", sid: 1 },
  // Must stay second so that it receives id 2.
  { name: "文章 Articles", kind: "ARTICLES", sid: 2 },
  { name: "名言 Classics", kind: "DAILY_SENTENCES", sid: 3 },
];

/* ------------------------------------------------------------------ */
/* Daily sentences (column index 0)                                    */
/* ------------------------------------------------------------------ */

export const demoSentences: DemoSentence[] = [
  {
    cn: "学而时习之，不亦说乎？——孔子《论语·学而》",
    en: "Is it not a pleasure to learn and to practise at due times what one has learned? — Confucius, The Analects",
    sid: 1,
    isShow: true,
  },
  {
    cn: "三人行，必有我师焉。择其善者而从之，其不善者而改之。——孔子《论语·述而》",
    en: "When I walk along with two others, they may serve me as my teachers. I will select their good qualities and follow them, and their bad qualities and correct them in myself. — Confucius, The Analects",
    sid: 2,
    isShow: true,
  },
  {
    cn: "千里之行，始于足下。——老子《道德经》",
    en: "A journey of a thousand li begins with a single step. — Laozi, Tao Te Ching",
    sid: 3,
    isShow: true,
  },
  {
    cn: "知人者智，自知者明。——老子《道德经》",
    en: "He who knows others is wise; he who knows himself is enlightened. — Laozi, Tao Te Ching",
    sid: 4,
    isShow: true,
  },
  {
    cn: "吾生也有涯，而知也无涯。——庄子《庄子·养生主》",
    en: "My life has a limit, but knowledge has no limit. — Zhuangzi, Nourishing the Lord of Life",
    sid: 5,
    isShow: true,
  },
  {
    cn: "知彼知己，百战不殆。——孙子《孙子兵法·谋攻》",
    en: "Know the enemy and know yourself, and in a hundred battles you will never be in peril. — Sunzi, The Art of War",
    sid: 6,
    isShow: true,
  },
  {
    cn: "生于忧患，而死于安乐也。——孟子《孟子·告子下》",
    en: "Life springs from sorrow and calamity, and death from ease and pleasure. — Mencius, Gaozi II",
    sid: 7,
    isShow: true,
  },
  {
    cn: "长风破浪会有时，直挂云帆济沧海。——李白《行路难》",
    en: "A time will come to ride the long wind and cleave the waves; then I will hoist my cloud-white sail and cross the vast sea. — Li Bai, Hard Is the Road",
    sid: 8,
    isShow: true,
  },
  {
    cn: "会当凌绝顶，一览众山小。——杜甫《望岳》",
    en: "I must ascend the highest summit, and see how small all the other mountains are. — Du Fu, Gazing at Mount Tai",
    sid: 9,
    isShow: true,
  },
  {
    cn: "人有悲欢离合，月有阴晴圆缺，此事古难全。——苏轼《水调歌头》",
    en: "People have sorrow and joy, parting and reunion; the moon is dim or bright, waxing or waning. Since ancient times these things have never been perfect. — Su Shi, Prelude to Water Melody",
    sid: 10,
    isShow: true,
  },
  {
    cn: "不积跬步，无以至千里；不积小流，无以成江海。——荀子《荀子·劝学》",
    en: "Without accumulating half-steps, one cannot travel a thousand li; without gathering small streams, there can be no rivers or seas. — Xunzi, An Exhortation to Learning",
    sid: 11,
    isShow: false,
  },
];

/* ------------------------------------------------------------------ */
/* Classic quotations (column index 2)                                 */
/* ------------------------------------------------------------------ */

export const demoClassicSentences: DemoSentence[] = [
  {
    cn: "当我们一再拖延时，生命已匆匆而过。——塞涅卡《道德书简》",
    en: "While we are postponing, life speeds by. — Seneca, Letters to Lucilius",
    sid: 1,
    isShow: true,
  },
  {
    cn: "不要再浪费时间去争论一个好人应该是什么样子，去做一个好人吧。——马可·奥勒留《沉思录》",
    en: "Waste no more time arguing about what a good man should be. Be one. — Marcus Aurelius, Meditations",
    sid: 2,
    isShow: true,
  },
  {
    cn: "失去的时间永远找不回来。——本杰明·富兰克林《穷理查年鉴》",
    en: "Lost time is never found again. — Benjamin Franklin, Poor Richard's Almanack",
    sid: 3,
    isShow: true,
  },
  {
    cn: "我到林中去，因为我希望从容地生活，只面对生活中最本质的事实。——梭罗《瓦尔登湖》",
    en: "I went to the woods because I wished to live deliberately, to front only the essential facts of life. — Henry David Thoreau, Walden",
    sid: 4,
    isShow: true,
  },
];

/* ------------------------------------------------------------------ */
/* Articles (column index 1)                                           */
/* ------------------------------------------------------------------ */

export const demoArticles: DemoArticle[] = [
  {
    title: "Setting Up a Small VPS for Side Projects",
    subtitle: "A tiny server, SSH keys and a firewall",
    summary:
      "How I moved my side projects from free tiers to a small rented server, and the checklist I follow in the first thirty minutes.",
    content: `<h2>Why a VPS at all</h2>
<p>For years I deployed my side projects to whatever free tier was popular that month. Every time a platform changed its pricing I lost a weekend migrating. Last winter I finally rented a small virtual server with one CPU, 1 GB of memory and 25 GB of disk, and I have not looked back. It costs about the same as a cup of coffee per month, and I understand every piece running on it.</p>
<h2>The first thirty minutes</h2>
<p>The initial setup is mostly about locking the door before anyone else tries the handle. This is the checklist I follow on a fresh Ubuntu image:</p>
<ol>
<li>Create a regular user and add it to the <code>sudo</code> group.</li>
<li>Copy my public SSH key and disable password login.</li>
<li>Enable the firewall and allow only SSH, HTTP and HTTPS.</li>
<li>Turn on unattended security upgrades.</li>
</ol>
<pre><code>adduser lin
usermod -aG sudo lin
sudo ufw allow OpenSSH
sudo ufw allow 80,443/tcp
sudo ufw enable
sudo apt install unattended-upgrades</code></pre>
<p>After editing <code>/etc/ssh/sshd_config</code> to set <code>PasswordAuthentication no</code>, I always keep the old session open and test a new login in a second terminal. Locking yourself out of a remote machine is a rite of passage, but once is enough.</p>
<h2>What runs on it now</h2>
<p>A reverse proxy terminates TLS, a single Node process serves this blog, and PostgreSQL stores everything. Backups go to a different provider every night, because a server you cannot rebuild is a pet, not a tool. The <a href="https://ubuntu.com/server/docs">Ubuntu Server documentation</a> was more helpful than most blog posts I found, including, probably, this one.</p>`,
    createTime: "2024-01-14T21:05:00+08:00",
    hits: 412,
    sid: 1,
    isShow: true,
  },
  {
    title: "Notes on PostgreSQL Indexes",
    subtitle: "What I wish I knew before adding the fifth index",
    summary:
      "Start from the slow query, read the plan, and add the smallest index that helps. A few notes on column order, partial indexes and expression indexes.",
    content: `<h2>Start with the query, not the table</h2>
<p>My old habit was to add an index to every column that appeared in a WHERE clause. The result was a table with seven indexes, slow inserts and a query planner that ignored half of them. These days I start from the slow query and work backwards.</p>
<pre><code>EXPLAIN (ANALYZE, BUFFERS)
SELECT id, title
FROM articles
WHERE is_show = true AND create_time &gt;= now() - interval '30 days'
ORDER BY create_time DESC
LIMIT 20;</code></pre>
<p>If the plan shows a sequential scan over a large table followed by a sort, that is a good hint that an index on the filter and sort columns will help.</p>
<h2>Things worth remembering</h2>
<ul>
<li><strong>Column order matters</strong> in a multi-column B-tree index. Put equality conditions first and range conditions last.</li>
<li><strong>Partial indexes</strong> such as <code>WHERE is_show</code> stay small and are perfect for queries that only touch published rows.</li>
<li><strong>Expression indexes</strong> let you index <code>lower(email)</code> so that case-insensitive lookups stay fast.</li>
<li>Every index slows down writes and takes disk space, so drop the ones that <code>pg_stat_user_indexes</code> shows are never used.</li>
</ul>
<pre><code>CREATE INDEX CONCURRENTLY idx_articles_published
  ON articles (create_time DESC)
  WHERE is_show;</code></pre>
<p><code>CONCURRENTLY</code> avoids locking the table against writes, which matters more than you think on a live site. The chapter on indexes in the <a href="https://www.postgresql.org/docs/current/indexes.html">official PostgreSQL documentation</a> is short, precise and worth reading twice.</p>`,
    createTime: "2024-03-02T10:40:00+08:00",
    hits: 876,
    sid: 2,
    isShow: true,
  },
  {
    title: "Learning TypeScript Generics, Slowly",
    subtitle: "From any to type parameters",
    summary:
      "Generics finally clicked for me with a tiny helper function. Here is the path from any to constraints, and the rules of thumb I keep.",
    content: `<h2>The moment it clicked</h2>
<p>For a long time generics felt like punctuation that other people added to make code look clever. What finally made them click was a tiny helper I kept copying between projects: a function that returns the first element of an array. With <code>any</code> it compiled, but every caller lost its types.</p>
<pre><code>function first&lt;T&gt;(items: T[]): T | undefined {
  return items[0];
}

const n = first([1, 2, 3]);    // number | undefined
const s = first(["a", "b"]);   // string | undefined</code></pre>
<p>A type parameter is just a variable for types. The compiler fills it in from the arguments, and the return type follows along.</p>
<h2>Constraints</h2>
<p>The next step was learning to say "any type, as long as it has an id".</p>
<pre><code>interface HasId { id: number }

function byId&lt;T extends HasId&gt;(rows: T[]): Map&lt;number, T&gt; {
  return new Map(rows.map((r) =&gt; [r.id, r]));
}</code></pre>
<p>Things I keep reminding myself:</p>
<ul>
<li>If a type parameter appears only once in a signature, it is probably not needed.</li>
<li>Let inference do the work; explicit type arguments in calling code are a small smell.</li>
<li>Prefer <code>unknown</code> over <code>any</code> when you truly do not know the type.</li>
</ul>
<p>The <a href="https://www.typescriptlang.org/docs/handbook/2/generics.html">Generics chapter of the TypeScript Handbook</a> covers all of this with better examples. I just needed to write my own bad versions first.</p>`,
    createTime: "2024-04-20T16:15:00+08:00",
    hits: 653,
    sid: 3,
    isShow: true,
  },
  {
    title: "A Weekend Hike in the Tianmu Mountains",
    subtitle: "Cedars, stone steps and too many dumplings",
    summary:
      "A day of stone steps and ancient cedars on West Tianmu Mountain, and what I was glad to have packed.",
    content: `<h2>Getting there</h2>
<p>We left Hangzhou early on Saturday morning and reached the foot of West Tianmu Mountain a little after nine. The air was already noticeably cooler than in the city. A friend had promised "an easy walk", which in hindsight should have been the first warning.</p>
<h2>The trail</h2>
<p>The path is mostly stone steps winding through a forest of enormous cedars, some of them said to be many centuries old. Standing next to one, you feel politely ignored by something that has watched a great many hikers come and go. We climbed for about four hours, stopping often to catch our breath and pretend we were admiring the view.</p>
<p>Things I was glad to have packed:</p>
<ul>
<li>Two litres of water and a bag of salted peanuts</li>
<li>A light rain jacket, because the weather on the mountain changes quickly</li>
<li>Shoes with real grip; the steps are slippery where moss grows</li>
<li>A paper map, since the phone signal disappears halfway up</li>
</ul>
<h2>Coming down</h2>
<p>The descent was harder on the knees than the climb was on the lungs. At the bottom a small family restaurant served bamboo shoots, fresh tea and a plate of dumplings that we finished in about three minutes. On the bus back I fell asleep before we left the valley.</p>
<p>I spend most weeks looking at a screen half a metre away. Spending a day among trees that are several hundred years old was a good way to reset my sense of scale, and I have already marked another trail for the autumn.</p>`,
    createTime: "2024-05-19T20:30:00+08:00",
    hits: 128,
    sid: 4,
    isShow: true,
  },
  {
    title: "Reading Notes: Walden",
    subtitle: "Thoreau on living deliberately",
    summary:
      "Rereading Thoreau fifteen years later, Walden reads less like a manifesto and more like a practical manual on attention.",
    content: `<h2>Why I picked it up again</h2>
<p>I first read <em>Walden</em> in university and found it smug. Reading it again fifteen years later, with a long list of obligations, it reads more like a practical manual on attention. Henry David Thoreau spent two years in a small cabin he built himself near Walden Pond, and the book is his account of what he learned about needing less.</p>
<blockquote><p>I went to the woods because I wished to live deliberately, to front only the essential facts of life, and see if I could not learn what it had to teach.</p></blockquote>
<h2>Ideas that stayed with me</h2>
<ul>
<li><strong>The cost of a thing</strong> is the amount of life you exchange for it. This reframes every purchase and every meeting invitation.</li>
<li><strong>Simplify, simplify.</strong> He says it twice, which is slightly ironic, but the point holds.</li>
<li><strong>Morning as a state of mind.</strong> He writes about being truly awake rather than merely out of bed.</li>
</ul>
<h2>Where I disagree</h2>
<p>Thoreau's cabin was a short walk from town, and he was a frequent visitor to friends and family there. The book is less about total self-reliance than it sometimes pretends. But that does not make its central question less useful: which of the things I do each day would I choose again if I started from nothing?</p>
<p>The full text is in the public domain and available free on <a href="https://www.gutenberg.org/">Project Gutenberg</a>. I read a chapter every evening for two weeks, which felt about the right pace for a book that keeps asking you to slow down.</p>`,
    createTime: "2024-07-06T22:10:00+08:00",
    hits: 237,
    sid: 5,
    isShow: true,
  },
  {
    title: "CSS Grid Layouts for People Who Love Flexbox",
    subtitle: "Two dimensions beat nested divs",
    summary:
      "Flexbox for components, grid for page layout. A responsive card list without media queries and a page shell built with named areas.",
    content: `<h2>When to reach for grid</h2>
<p>Flexbox is wonderful for laying out things in one direction: a row of buttons, a navigation bar, a column of cards. As soon as I need rows <em>and</em> columns to line up with each other, I switch to grid. The rule I follow is simple: flexbox for components, grid for page layout.</p>
<h2>A responsive card list without media queries</h2>
<pre><code>.cards {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1.5rem;
}</code></pre>
<p>This single declaration creates as many columns as fit, each at least 16rem wide, and shares the leftover space equally. Resize the window and the cards flow into new rows on their own.</p>
<h2>Named areas for the page shell</h2>
<pre><code>.page {
  display: grid;
  grid-template-areas:
    "header header"
    "sidebar main"
    "footer footer";
  grid-template-columns: 14rem 1fr;
}
.page &gt; header { grid-area: header; }</code></pre>
<p>A few lessons from moving this blog's layout to grid:</p>
<ul>
<li>Use <code>gap</code> instead of margins on children; it never doubles up.</li>
<li><code>fr</code> units distribute free space, not total space.</li>
<li>Browser developer tools have a grid overlay; turn it on and leave it on.</li>
</ul>
<p>The <a href="https://developer.mozilla.org/en-US/docs/Web/CSS/CSS_grid_layout">MDN guide to CSS grid layout</a> is the reference I keep open in a tab.</p>`,
    createTime: "2024-08-11T14:25:00+08:00",
    hits: 519,
    sid: 6,
    isShow: true,
  },
  {
    title: "Writing Good Commit Messages",
    subtitle: "A letter to your future self",
    summary:
      "The commit message is often the only record of why a change was made. The shape I use and a few habits that make it easy.",
    content: `<h2>Why bother</h2>
<p>Six months after writing a piece of code, I am a stranger to it. The commit message is often the only place that explains <em>why</em> a change was made, and "fix stuff" does not help anyone, least of all me.</p>
<h2>The shape I use</h2>
<pre><code>Limit article summaries to 200 characters

Long summaries broke the card layout on the home page and
made the RSS feed hard to read. Truncate on the server so
every client gets the same result.

Closes #42</code></pre>
<ol>
<li>A short subject line, about fifty characters, in the imperative mood: "Add", "Fix", "Remove".</li>
<li>A blank line.</li>
<li>A body wrapped at around seventy-two characters that explains the problem and why this solution was chosen.</li>
<li>References to issues or discussions, if there are any.</li>
</ol>
<h2>Small habits that help</h2>
<ul>
<li>Commit one logical change at a time; <code>git add -p</code> makes this painless.</li>
<li>Write the message before pushing, not while the build is already failing.</li>
<li>If the subject needs the word "and", it is probably two commits.</li>
</ul>
<p>The chapter on contributing to a project in the <a href="https://git-scm.com/book/en/v2">Pro Git book</a> has a good section on commit guidelines. A clean history is a gift you give to the next person reading the code, who is usually you.</p>`,
    createTime: "2024-09-23T09:30:00+08:00",
    hits: 344,
    sid: 7,
    isShow: true,
  },
  {
    title: "Keyboard Shortcuts I Use Every Day",
    subtitle: "Small savings, many times a day",
    summary:
      "The editor, terminal and browser shortcuts that survived years of tool changes, plus a one-a-week method for learning new ones.",
    content: `<h2>Why shortcuts matter</h2>
<p>Any single shortcut saves perhaps a second. But I use some of them hundreds of times a day, and more importantly they keep my hands on the keyboard and my attention on the task. Here are the ones that survived years of editor and operating system changes.</p>
<h2>In the editor</h2>
<ul>
<li><strong>Ctrl+P</strong>: jump to a file by typing part of its name.</li>
<li><strong>Ctrl+Shift+P</strong>: the command palette, for everything I have not memorised.</li>
<li><strong>Ctrl+D</strong>: select the next occurrence of the current word, for quick multi-cursor edits.</li>
<li><strong>Alt+Up / Alt+Down</strong>: move the current line up or down.</li>
<li><strong>F12</strong>: go to definition, and <strong>Alt+Left</strong> to come back.</li>
</ul>
<h2>In the terminal</h2>
<ul>
<li><strong>Ctrl+R</strong>: search the command history. This one alone is worth learning today.</li>
<li><strong>Ctrl+A</strong> and <strong>Ctrl+E</strong>: jump to the start or end of the line.</li>
<li><strong>Ctrl+W</strong>: delete the previous word.</li>
</ul>
<h2>In the browser</h2>
<ul>
<li><strong>Ctrl+L</strong>: focus the address bar.</li>
<li><strong>Ctrl+Shift+T</strong>: reopen the tab I just closed by accident.</li>
</ul>
<p>My advice is to learn just one new shortcut a week. Write it on a sticky note, use it deliberately until it becomes automatic, then throw the note away. After a year that is fifty small habits, and you will not remember working without them.</p>`,
    createTime: "2024-11-02T11:45:00+08:00",
    hits: 91,
    sid: 8,
    isShow: true,
  },
  {
    title: "面包烘焙日志：第一条像样的吐司",
    subtitle: "失败了四次之后",
    summary: "从一块“砖头”到一条能拉丝的吐司，记录五次烘焙尝试和现在使用的配方。",
    content: `<h2>起因</h2>
<p>去年冬天，楼下的面包店关门了。与其每天去超市买切片面包，不如自己试试。于是我买了一台二手烤箱和一个电子秤，开始了断断续续的烘焙记录。</p>
<h2>失败记录</h2>
<ol>
<li>第一次：酵母放得太少，面团几乎没有发酵，烤出来像一块砖。</li>
<li>第二次：水加多了，面团黏手，整形时全粘在案板上。</li>
<li>第三次：发酵过度，进烤箱后整条塌了下去。</li>
<li>第四次：烤箱温度偏高，表皮焦黑而中间还是湿的。</li>
<li>第五次：终于成功，组织柔软，撕开能看到明显的拉丝。</li>
</ol>
<h2>现在的配方</h2>
<ul>
<li>高筋面粉 300 克</li>
<li>水 190 克（含水量约 63%）</li>
<li>干酵母 3 克、盐 5 克、糖 20 克、黄油 20 克</li>
</ul>
<p>最大的收获是：<strong>用秤，不要用量杯</strong>。烘焙和写程序很像，变量一多就很难定位问题。每次只改一个参数，并把结果记在本子上，比凭感觉调整有效得多。</p>
<p>另外，室温对发酵时间影响很大。冬天我会把面团放进关着的烤箱里，旁边放一碗热水，大约一个小时就能发到两倍大。</p>
<p>下一步打算挑战天然酵种的欧式面包。听说养酵种需要耐心，正好给自己一个每天早起的理由。</p>`,
    createTime: "2024-12-15T18:20:00+08:00",
    hits: 186,
    sid: 9,
    isShow: true,
  },
  {
    title: "Caching in Web Apps: A Practical Map",
    subtitle: "Where data hides, and how to make it leave",
    summary:
      "A map of every layer where a response can be cached, the HTTP headers that do most of the work, and rules of thumb for application caches.",
    content: `<h2>Layers of cache</h2>
<p>"There are only two hard things in computer science: cache invalidation and naming things." The joke is old because it keeps being true. What helped me most was drawing a map of every place a response can be cached between the database and the reader's screen.</p>
<ol>
<li><strong>Browser cache</strong>, controlled by HTTP headers.</li>
<li><strong>CDN or reverse proxy</strong>, shared by all users.</li>
<li><strong>Application cache</strong>, such as an in-memory map or Redis.</li>
<li><strong>Database cache</strong>, which you mostly leave alone.</li>
</ol>
<h2>HTTP headers do most of the work</h2>
<p>For static assets with a content hash in the file name, I cache for a year. For HTML, I ask the browser to revalidate every time, which is cheap thanks to ETags.</p>
<pre><code># hashed assets such as app.3f9a2c.js
Cache-Control: public, max-age=31536000, immutable

# HTML pages
Cache-Control: no-cache
ETag: "a1b2c3"</code></pre>
<p><code>no-cache</code> does not mean "do not cache"; it means "check with me before using it". <code>no-store</code> is the one that forbids storing.</p>
<h2>Application caching rules of thumb</h2>
<ul>
<li>Cache the result of expensive work, not cheap lookups.</li>
<li>Always set an expiry, even a long one.</li>
<li>Invalidate on write when you can, and expire on time when you cannot.</li>
<li>Measure the hit rate; a cache that is rarely hit is just extra complexity.</li>
</ul>
<p>The <a href="https://developer.mozilla.org/en-US/docs/Web/HTTP/Caching">MDN article on HTTP caching</a> explains these headers far more gently than the specification does.</p>`,
    createTime: "2025-01-19T13:05:00+08:00",
    hits: 702,
    sid: 10,
    isShow: true,
  },
  {
    title: "Accessibility Basics I Should Have Learned Earlier",
    subtitle: "Semantic HTML does most of the heavy lifting",
    summary:
      "I tried using my own blog with only a keyboard and a screen reader. The fixes were mostly small, and most of them were just better HTML.",
    content: `<h2>A humbling test</h2>
<p>Last spring I tried to use my own blog with only the keyboard and a screen reader. It took me four minutes to find the search box, and the menu button was announced simply as "button". Nothing was broken in the visual sense, but a whole group of readers had a much worse experience than I had imagined.</p>
<h2>The fixes were mostly small</h2>
<ul>
<li>Use real <code>&lt;button&gt;</code> and <code>&lt;a&gt;</code> elements instead of clickable <code>&lt;div&gt;</code> elements. They get focus and keyboard support for free.</li>
<li>Give every form field a visible <code>&lt;label&gt;</code>.</li>
<li>Keep a visible focus outline; never remove it without a replacement.</li>
<li>Check colour contrast, especially for light grey text on white.</li>
<li>Write alt text that describes the purpose of an image, not its file name.</li>
</ul>
<pre><code>&lt;button type="button" aria-expanded="false" aria-controls="main-menu"&gt;
  Menu
&lt;/button&gt;
&lt;nav id="main-menu" hidden&gt;...&lt;/nav&gt;</code></pre>
<p>The <code>aria-expanded</code> attribute tells assistive technology whether the menu is open, and I toggle it in the same click handler that shows the menu.</p>
<h2>Where to learn more</h2>
<p>The <a href="https://www.w3.org/WAI/fundamentals/">W3C Web Accessibility Initiative fundamentals</a> are a clear starting point. The best lesson, though, is the one I started with: unplug the mouse for ten minutes and try to use your own site.</p>`,
    createTime: "2025-03-08T10:00:00+08:00",
    hits: 275,
    sid: 11,
    isShow: true,
  },
  {
    title: "GraphQL Pagination: Offsets vs. Cursors",
    subtitle: "Why the connection shape looks so verbose",
    summary:
      "Offset pagination broke as soon as the comments list got busy. Cursor-based connections fixed it, and every verbose part of the shape has a job.",
    content: `<h2>The problem with offsets</h2>
<p>My first GraphQL API used <code>limit</code> and <code>offset</code> arguments, just like the REST API it replaced. It worked until the comments list became popular. When a new comment arrived while someone was paging, every later page shifted by one, and readers saw the same comment twice or missed one entirely. Large offsets also get slow, because the database still has to walk past all the skipped rows.</p>
<h2>Cursors to the rescue</h2>
<p>A cursor is an opaque pointer to a position in the list, usually an encoded sort key. The client asks for "the next ten after this cursor", and newly inserted rows no longer shift the window.</p>
<pre><code>query {
  articles(first: 10, after: "Y3Vyc29yOjEw") {
    edges {
      cursor
      node { id title }
    }
    pageInfo { hasNextPage endCursor }
  }
}</code></pre>
<p>The shape looks verbose at first, but each part has a job:</p>
<ul>
<li><strong>edges</strong> carry a cursor for every item, so a client can resume from anywhere.</li>
<li><strong>node</strong> is the actual object.</li>
<li><strong>pageInfo</strong> tells the client whether there is more to load.</li>
</ul>
<h2>Practical notes</h2>
<ul>
<li>Base the cursor on a unique, stable sort key, such as creation time plus id.</li>
<li>Treat cursors as opaque; base64 encoding discourages clients from parsing them.</li>
<li>Offsets are still fine for small admin tables with page numbers.</li>
</ul>
<p>The <a href="https://graphql.org/learn/pagination/">pagination guide on graphql.org</a> walks through the same reasoning step by step.</p>`,
    createTime: "2025-04-27T15:50:00+08:00",
    hits: 458,
    sid: 12,
    isShow: true,
  },
  {
    title: "西湖一日",
    subtitle: "断桥、苏堤与一壶龙井",
    summary: "一个初夏的周六，从清晨的断桥走到傍晚的雷峰塔，顺路在龙井村喝了一壶茶。",
    content: `<h2>清晨的断桥</h2>
<p>六月的一个周六，我起了个大早，坐第一班地铁到龙翔桥，步行去断桥。七点不到，湖面上还浮着一层薄雾，晨练的老人在岸边打太极，游船还没有开。传说中许仙和白娘子相遇的地方，此刻安静得只听得见鸟叫。</p>
<h2>一路走走停停</h2>
<p>沿着白堤走到孤山，再绕到苏堤。苏堤是苏轼任杭州知州时疏浚西湖、用湖泥筑成的长堤，全长将近三公里，两边种着柳树和桃树。走在上面，很难不想起他那句“欲把西湖比西子，淡妆浓抹总相宜”。</p>
<ul>
<li>断桥残雪：冬天来更应景，夏天看荷花也不错。</li>
<li>苏堤春晓：春天最美，夏天树荫正好避暑。</li>
<li>花港观鱼：锦鲤多到有点夸张，小朋友很喜欢。</li>
<li>雷峰夕照：傍晚登塔，可以看到整个湖面被染成金色。</li>
</ul>
<h2>一壶龙井</h2>
<p>中午去了龙井村附近的茶室，点了一壶龙井和几个家常菜。茶农说今年春天雨水多，茶叶的香气比往年淡一些，但我这种外行完全喝不出来。</p>
<p>傍晚在雷峰塔上看完日落，腿已经走不动了。手机记录显示这一天走了两万八千步。西湖不大，却值得一去再去；每个季节、每个时辰，它都换一副样子。</p>`,
    createTime: "2025-06-15T21:35:00+08:00",
    hits: 163,
    sid: 13,
    isShow: true,
  },
  {
    title: "Lessons From My First Open-Source Contribution",
    subtitle: "A one-line fix and everything around it",
    summary:
      "Finding the bug took an hour; getting the fix merged took three weeks. What I did wrong at first, and what finally worked.",
    content: `<h2>How it started</h2>
<p>The bug was small: a date-formatting library printed the wrong week number for the last days of December. I found the line responsible within an hour. Getting the fix merged took three weeks, and I learned more in those three weeks than in the hour of debugging.</p>
<h2>What I did wrong at first</h2>
<ul>
<li>I opened a pull request without reading the contributing guide, so my branch name, commit style and test layout were all wrong.</li>
<li>My editor "helpfully" reformatted the whole file on save. The diff was four hundred lines for a one-line fix.</li>
<li>I did not add a test, assuming the maintainer would simply trust me.</li>
</ul>
<h2>What worked</h2>
<ol>
<li>Closing the first pull request and opening a clean one with a minimal diff.</li>
<li>Adding a failing test first, then the fix, in two separate commits.</li>
<li>Explaining the bug with a concrete example in the description.</li>
<li>Being patient. Maintainers are usually volunteers with day jobs.</li>
</ol>
<pre><code>git checkout -b fix/iso-week-december
git add test/week.test.js
git commit -m "Add test for ISO week at year end"
git add src/week.js
git commit -m "Fix ISO week number for late December dates"</code></pre>
<p>When the maintainer finally wrote "Thanks, merged!", I was far prouder than a one-line change deserved. The <a href="https://opensource.guide/how-to-contribute/">Open Source Guide on how to contribute</a> covers the mechanics well. The rest is mostly empathy: make the reviewer's job as easy as possible.</p>`,
    createTime: "2025-08-03T19:10:00+08:00",
    hits: 57,
    sid: 14,
    isShow: true,
  },
  {
    title: "Draft: Trying SQLite in Production",
    subtitle: "Unfinished notes, not ready yet",
    summary:
      "Work-in-progress notes on whether a single SQLite file could replace PostgreSQL for small personal projects.",
    content: `<h2>Why consider it</h2>
<p>This blog runs on PostgreSQL, and that is fine. But for small personal projects I keep wondering whether a single SQLite file would be simpler to back up, move and reason about. There is no separate server process to monitor, no connection pool to tune, and the whole database can be copied to a laptop for debugging. This draft collects notes while I experiment.</p>
<h2>Notes so far</h2>
<ul>
<li>Enable write-ahead logging so that readers do not block the writer.</li>
<li>Set a busy timeout instead of failing immediately on a locked database.</li>
<li>Make backups with the online backup API instead of copying the file while it is in use.</li>
<li>Remember that foreign keys are not enforced unless you turn them on for each connection.</li>
</ul>
<pre><code>PRAGMA journal_mode = WAL;
PRAGMA busy_timeout = 5000;
PRAGMA foreign_keys = ON;</code></pre>
<h2>Open questions</h2>
<p>TODO: benchmark concurrent writes, try a replication tool, and decide whether the simplicity is worth giving up features I rely on, such as <code>LISTEN</code> and <code>NOTIFY</code>. The <a href="https://www.sqlite.org/wal.html">SQLite documentation on WAL mode</a> is the main reference so far.</p>`,
    createTime: "2025-10-12T23:40:00+08:00",
    hits: 3,
    sid: 15,
    isShow: false,
  },
];

/* ------------------------------------------------------------------ */
/* Site, home page and owner                                           */
/* ------------------------------------------------------------------ */

export const demoSiteInfo: DemoSiteInfo = {
  title: "Quiet Notes 静思录",
  logo: "/logo.svg",
  url: PLACEHOLDER_SITE_URL,
  description:
    "Quiet Notes is the personal blog of Lin Qiu, a full-stack developer in Hangzhou, writing about web development, databases, books, bread and long walks. 林秋的个人博客，记录编程、读书与生活。",
  keywords:
    "blog,personal blog,web development,TypeScript,Node.js,PostgreSQL,CSS,reading notes,个人博客,前端,后端,读书笔记",
  author: "Lin Qiu 林秋",
  copyright: "2018-2025",
  record: "浙ICP备18000000号-1",
  email: "owner@example.com",
};

export const demoHomeInfo: DemoHomeInfo = {
  photo: "/avatar.svg",
  note: "Hi, I'm Lin. This is where I write down what I learn, read and cook — thanks for stopping by. 欢迎来到静思录，愿你在这里找到一点安静。",
};

export const demoOwnerProfile: DemoOwnerProfile = {
  name: "Lin Qiu 林秋",
  photo: "/avatar.svg",
  headline: "Full-stack developer",
  summary:
    "I build web applications end to end, from database schemas to the last pixel of a responsive layout. Over the past eight years I have worked on e-commerce back offices, internal tools and small content sites, mostly with TypeScript, Node.js and PostgreSQL. I care about readable code, fast pages and interfaces that everyone can use. Outside work I hike, bake bread and read old books slowly.",
  details: [
    { label: "City", value: "Hangzhou, China 杭州" },
    { label: "Email", value: "owner@example.com" },
    { label: "Website", value: PLACEHOLDER_SITE_URL },
    { label: "Languages", value: "Chinese (native), English (fluent)" },
    { label: "Experience", value: "8 years" },
    { label: "Focus", value: "Web applications, APIs and databases" },
  ],
  education: [
    {
      school: "Zhejiang University of Technology 浙江工业大学",
      degree: "Bachelor of Engineering",
      major: "Software Engineering",
      period: "2010 - 2014",
    },
    {
      school: "Zhejiang University 浙江大学",
      degree: "Master of Engineering",
      major: "Computer Technology",
      period: "2014 - 2017",
    },
  ],
  skills: [
    "TypeScript",
    "Node.js",
    "Vue",
    "React",
    "PostgreSQL",
    "GraphQL",
    "HTML & CSS",
    "Docker",
    "Linux",
  ],
};
