import { DomUtils, parseDocument } from "htmlparser2";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { PostBody } from "@/components/blog/post-body";
import { getPublicPost } from "@/lib/blog/public-post-queries";
import { createPost } from "../support/blog-public-fixtures";
import { truncateAll } from "../support/database";

// The whole path a reader gets: saved through the store, read by the public query, rendered by the page's
// component. The admin's tests cover the sanitizer on its own.
const payloads = [
  `<script>alert("script")</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<img src="https://example.com/a.png" onerror="alert('img')">`,
  `<p onclick="alert('p')" onmouseover=alert(1)>hover</p>`,
  `<a href="javascript:alert('js')">js link</a>`,
  `<a href="JaVaScRiPt&colon;alert(1)">entity js link</a>`,
  `<a href=" &#106;avascript:alert(1)">encoded js link</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<svg onload="alert('svg')"><circle r="1"/></svg>`,
  `<svg><script>alert(1)</script></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<xmp><p title="</xmp><img src=x onerror=alert('xmp')>">`,
  `<noscript><p title="</noscript><img src=x onerror=alert('noscript')>">`,
  `<iframe src="https://evil.example"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>`,
  `<div style="background:url(javascript:alert(1))">styled</div>`,
  `<input type="text" autofocus onfocus="alert('input')">`,
  `<details open ontoggle="alert(1)"><summary>x</summary></details>`,
  `<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
];
// First, because an unclosed payload (the <math> one) swallows everything after it.
const formatting =
  `<h2>Heading</h2><p><strong>bold</strong> and <em>italic</em></p><ul><li>item</li></ul>` +
  `<p><a href="https://example.com" onclick="alert(1)" target="_blank">safe link</a></p>`;

let html = "";
const elements = () => DomUtils.findAll(() => true, parseDocument(html).children);

beforeAll(async () => {
  await truncateAll();
  await createPost({ title: "XSS corpus", content: formatting + payloads.join("\n") });
  const post = await getPublicPost("xss-corpus");
  html = renderToStaticMarkup(createElement(PostBody, { html: post!.content }));
});

describe("a post's HTML on the public page", () => {
  it("renders no script, frame, object, form, SVG or style element", () => {
    const names = new Set(elements().map((e) => e.name));
    for (const banned of [
      "script",
      "iframe",
      "object",
      "embed",
      "form",
      "svg",
      "math",
      "style",
      "base",
      "meta",
      "xmp",
      "noscript",
    ]) {
      expect(names.has(banned), banned).toBe(false);
    }
  });

  it("keeps no event handler and no javascript: or data: URL in any attribute", () => {
    for (const element of elements()) {
      for (const [name, value] of Object.entries(element.attribs)) {
        expect(name.startsWith("on"), `${element.name} ${name}`).toBe(false);
        expect(value.replace(/\s/g, "").toLowerCase(), `${element.name} ${name}`).not.toMatch(
          /^(javascript|data|vbscript):|url\(/,
        );
      }
    }
  });

  it("keeps the formatting and the safe link", () => {
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain("<li>item</li>");
    expect(html).toMatch(
      /<a href="https:\/\/example.com" target="_blank" rel="noopener noreferrer nofollow">safe link<\/a>/,
    );
    expect(html).toContain('<img src="https://example.com/a.png"');
  });
});
