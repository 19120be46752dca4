import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { asciiHtml } from "@/lib/cache/ascii-html";

// A cached page is stored in ASCII (lib/cache/ascii-html.ts): each other character escaped as its context
// reads it back, so the browser's DOM and the page's scripts see the page as rendered.

const PAGE =
  `<!DOCTYPE html><html lang="en"><head><title>Tips → growth</title>` +
  `<style>q{quotes:"“" "”"}.a::after{content:"😀"}</style></head>` +
  `<body><a href="/blog" title="Next → «Blog»">Read more → café 😀</a><textarea>naïve</textarea>` +
  `<script>self.__next_f.push([1,"Read more → café 😀"])</script>` +
  `<script type="application/ld+json">{"name":"Tips → growth"}</script></body></html>`;

describe("asciiHtml", () => {
  const ascii = asciiHtml(PAGE);

  it("writes every character in ASCII", () => {
    expect(ascii).toMatch(/^[\x00-\x7f]*$/);
  });

  it("reads back as the same text and attributes", () => {
    // Text nodes and attributes as a browser's parser decodes them; scripts and styles are raw text, below.
    type Node = { type: string; name?: string; data?: string; attribs?: object; children?: Node[] };
    const text = (html: string) => {
      const out: string[] = [];
      const walk = (node: Node) => {
        if (node.type === "text") out.push(node.data!);
        if (node.attribs) out.push(JSON.stringify(node.attribs));
        if (node.type === "script" || node.type === "style") return;
        for (const child of node.children ?? []) walk(child);
      };
      walk(parseDocument(html, { decodeEntities: true }) as unknown as Node);
      return out;
    };
    expect(text(ascii)).toEqual(text(PAGE));
  });

  it("escapes scripts as JavaScript and styles as CSS, which they read back unchanged", () => {
    const scripts = [...ascii.matchAll(/<script[^>]*>([^]*?)<\/script>/g)].map((m) => m[1]!);
    const pushed: unknown[] = [];
    new Function("self", scripts[0]!)({ __next_f: { push: (entry: unknown) => pushed.push(entry) } });
    expect(pushed).toEqual([[1, "Read more → café 😀"]]);
    expect(JSON.parse(scripts[1]!)).toEqual({ name: "Tips → growth" });
    expect(ascii).toContain('<style>q{quotes:"\\00201c" "\\00201d"}.a::after{content:"\\01f600"}</style>');
  });

  it("leaves an ASCII page as it was", () => {
    const plain = '<!DOCTYPE html><html><body><p class="a">plain &amp; simple</p></body></html>';
    expect(asciiHtml(plain)).toBe(plain);
  });
});
