import { SCRIPT_OR_STYLE } from "../next-adapter/page-html";

// V8 holds a string with any character above U+00FF two bytes a character, and Node re-encodes such a
// string to UTF-8 on every write: a cached page with one "→" served at half the rate of a page without
// (docs/performance.md). A page entering the cache is therefore written in ASCII, each other character as the
// escape its context reads back as the same character: a JavaScript escape inside <script> (Next's RSC
// payload, JSON-LD: string literals), a CSS escape inside <style>, a character reference elsewhere (text
// and attribute values). The browser's DOM and every script see exactly the page as rendered, as long as
// Next's inline scripts are all JavaScript or JSON (lib/next-adapter/page-html.ts).

const TOKENS = new RegExp(`${SCRIPT_OR_STYLE.source}|[^\\x00-\\x7f]`, "giu");

const hex = (code: number, width: number) => code.toString(16).padStart(width, "0");

/** `html` with every character above U+007F escaped for its context, as one flat string. */
export function asciiHtml(html: string): string {
  const ascii = html.replace(TOKENS, (token) => {
    if (token.length === 1 || !token.startsWith("<")) return `&#x${hex(token.codePointAt(0)!, 1)};`;
    if (!/[^\x00-\x7f]/.test(token)) return token;
    // UTF-16 code units: a character beyond U+FFFF becomes its surrogate pair, as JavaScript spells it.
    if (/^<script/i.test(token))
      return token.replace(/[^\x00-\x7f]/g, (unit) => `\\u${hex(unit.charCodeAt(0), 4)}`);
    // Six hex digits: the escape ends there, so no terminating space is needed.
    return token.replace(/[^\x00-\x7f]/gu, (char) => `\\${hex(char.codePointAt(0)!, 6)}`);
  });
  // A page built by many concatenations (Beasties' serializer) is a tree of strings that Node flattens on
  // every write: ~1 ms a response for a 97 KB post. Copied once, it is one flat run of bytes, as Next's
  // own render leaves a page.
  return Buffer.from(ascii, "latin1").toString("latin1");
}
