import { describe, expect, it } from "vitest";
import { emailPlainText } from "@/lib/email/plain-text";

describe("the plain-text part of an e-mail", () => {
  it("keeps paragraphs, list items, line breaks and link addresses", () => {
    const html =
      '<h2>News</h2><p>First &amp; <strong>best</strong>.</p><ul><li>One</li><li>Two</li></ul><p>Line<br>break</p><p><a href="https://example.com/a">Read more</a> or <a href="https://example.com/b">https://example.com/b</a></p>';
    expect(emailPlainText(html)).toBe(
      "News\n\nFirst & best.\n\n- One\n- Two\n\nLine\nbreak\n\nRead more (https://example.com/a) or https://example.com/b",
    );
  });

  it("drops scripts and styles and decodes entities", () => {
    expect(
      emailPlainText("<style>p{}</style><p>&lt;tag&gt; &quot;q&quot; &#39;s&#39;</p><script>x()</script>"),
    ).toBe("<tag> \"q\" 's'");
  });
});
