import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { posts } from "@/lib/db/schema";
import { createPost } from "../support/blog-fixtures";

// Payloads saved the way the editor's action saves them; what is stored must be inert.
const payloads = [
  `<script>alert(1)</script>`,
  `<img src="x" onerror="alert(1)">`,
  `<p onclick="alert(1)">click</p>`,
  `<a href="javascript:alert(1)">js link</a>`,
  `<a href="JaVaScRiPt:alert(1)">mixed case</a>`,
  `<a href="java&#x09;script:alert(1)">entity tab</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<svg onload="alert(1)"><circle r="5"/></svg>`,
  `<svg><script>alert(1)</script></svg>`,
  `<xmp><img src=x onerror=alert(1)></xmp>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<iframe src="https://evil.example/"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<p style="background:url(javascript:alert(1))">bg</p>`,
  `<span style="color: red; background-image: url(https://evil.example/x)">styled</span>`,
  `<div style="position:fixed;inset:0">overlay</div>`,
  `<style>body{display:none}</style>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<form action="https://evil.example"><input type="text" name="q"><button>go</button></form>`,
  `<object data="https://evil.example/x.swf"></object><embed src="x.swf">`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example">`,
  `<a href="//evil.example/">protocol relative</a>`,
];

async function stored(html: string): Promise<string> {
  const { id } = await createPost({ title: `XSS ${Math.random()}`, content: html });
  const [row] = await db.select({ content: posts.content }).from(posts).where(eq(posts.id, id));
  return row!.content;
}

function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*(script|iframe|object|embed|svg|math|style|form|meta|xmp|noscript)\b/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|data:|vbscript:/i);
  expect(html).not.toMatch(/(href|src)="\/\//i);
  expect(html).not.toMatch(/url\(|position\s*:/i);
}

describe("post HTML is sanitized on save", () => {
  it.each(payloads)("stores %s inert", async (payload) => {
    expectInert(await stored(payload));
  });

  it("keeps the editor's own formatting", async () => {
    const html = [
      `<h1 style="text-align: center">Title</h1><h2>Sub</h2><h3 style="text-align: justify">Small</h3>`,
      `<p style="text-align: right"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>`,
      `<p><span style="color: #EF4444; font-family: Georgia, serif; font-size: 18px; line-height: 1.5">styled</span></p>`,
      `<p><span style="font-family: &quot;Times New Roman&quot;, Times, serif">quoted family</span></p>`,
      `<ul><li><p>bullet</p></li></ul><ol><li><p>number</p></li></ol>`,
      `<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked"><span></span></label><div><p>done</p></div></li></ul>`,
      `<blockquote><p>quote</p></blockquote><pre><code class="language-js">let a = 1;</code></pre>`,
      `<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/page">link</a></p>`,
      `<img src="https://example.com/pic.png" alt="pic"><img src="/api/uploads/images/abc.png" alt="ours">`,
    ].join("");
    const saved = await stored(html);
    expectInert(saved);
    for (const piece of [
      `<h1 style="text-align:center">Title</h1>`,
      `<h3 style="text-align:justify">`,
      `<p style="text-align:right"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>`,
      `color:#EF4444`,
      `font-family:Georgia, serif`,
      `font-family:&quot;Times New Roman&quot;, Times, serif`,
      `font-size:18px`,
      `line-height:1.5`,
      `<ul><li><p>bullet</p></li></ul>`,
      `<ol><li><p>number</p></li></ol>`,
      `<ul data-type="taskList"><li data-type="taskItem" data-checked="true">`,
      `<input type="checkbox" checked`,
      `<blockquote><p>quote</p></blockquote>`,
      `<code class="language-js">`,
      `href="https://example.com/page"`,
      `<img src="https://example.com/pic.png" alt="pic" />`,
    ]) {
      expect(saved).toContain(piece);
    }
  });
});
