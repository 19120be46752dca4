// Which elements a stylesheet rule needs before it belongs in a page's critical CSS. Beasties asks the page
// for a selector with every pseudo-class and its argument cut off (`.prose :where(h4):not(…)` becomes
// `.prose`), so each of the typography plugin's rules counted as used on any page with an article: 17 KB of
// a post's HTML. This keeps what the page's markup decides (`:where`, `:is`, `:not`, `:has`, positions
// among siblings) and drops only what it cannot (hover, focus, a field's state) and pseudo-elements, so a
// rule is kept when an element exists that it could style at some point, and only then.

/** Pseudo-classes css-select (Beasties' matcher) evaluates from the markup alone. */
const STRUCTURAL = new Set([
  "first-child",
  "last-child",
  "only-child",
  "first-of-type",
  "last-of-type",
  "only-of-type",
  "nth-child",
  "nth-last-child",
  "nth-of-type",
  "nth-last-of-type",
  "empty",
  "root",
]);
/** Pseudo-classes whose argument is a selector list, normalized in turn. */
const SUBSELECTS = new Set(["where", "is", "not", "has"]);

const NAME = /^[a-zA-Z-]+/;
/** A class name as a selector writes it: name characters, or escapes (`\:`, `\31 `). */
const CLASS_NAME = /^(?:[\w-]|\\[0-9a-fA-F]{1,6} ?|\\.)*/;
const CSS_ESCAPE = /\\([0-9a-fA-F]{1,6}) ?|\\(.)/g;
const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/**
 * Beasties reads the page without decoding its character references, so the class `[&_h2]:pt-6` is
 * `[&amp;_h2]:pt-6` to it, as React writes it: a class holding one of the characters React escapes is asked
 * for as written, or its rules (Tailwind's `[&_h2]:…` variants) are never found.
 */
function asWritten(escapedName: string): string {
  const name = escapedName.replace(CSS_ESCAPE, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
  if (!/[&<>"']/.test(name)) return escapedName;
  return name.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!).replace(/[^\w-]/g, (c) => `\\${c}`);
}

/** The index just past the bracket, parenthesis or string opening at `start`. */
function skipGroup(selector: string, start: number): number {
  const close = { "[": "]", "(": ")", '"': '"', "'": "'" }[selector[start]!]!;
  let depth = 1;
  for (let i = start + 1; i < selector.length; i++) {
    const char = selector[i]!;
    if (char === "\\") i++;
    else if ((char === '"' || char === "'") && close !== char) i = skipGroup(selector, i) - 1;
    else if (char === close && (close !== ")" || --depth === 0)) return i + 1;
    else if (char === "(" && close === ")") depth++;
  }
  return selector.length;
}

/** Splits a selector list at its top-level commas. */
function splitList(list: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i]!;
    if (char === "\\") i++;
    else if (char === "[" || char === "(" || char === '"' || char === "'") i = skipGroup(list, i) - 1;
    else if (char === ",") {
      parts.push(list.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(list.slice(from));
  return parts;
}

const COMBINATOR_AT_START = /^\s*[>+~]/;

/** A combinator left with nothing on one side reads as "any element" there, as Beasties does. */
function mendCombinators(selector: string, relative: boolean): string {
  let mended = selector
    .replace(/([>+~])\s*(?!\1)([>+~])/g, "$1 * $2")
    .replace(/([>+~])\s*(?=\1|$)/g, "$1 *")
    .trim();
  if (!relative && COMBINATOR_AT_START.test(mended)) mended = `* ${mended}`;
  return mended;
}

interface Normalized {
  /** What the page is asked for ("" when nothing of the selector can be asked). */
  text: string;
  /** Whether a part was left out, so the result matches more elements than the selector could. */
  widened: boolean;
}

/**
 * A selector list's members normalized. A member left with nothing to ask (`:popover-open`) could match
 * any element, so it stands as `*`: a list member dropped would narrow `:is()` instead.
 */
function normalizeList(list: string, relative: boolean): Normalized {
  const members = splitList(list).map((part) => normalizeOne(part, relative));
  return {
    text: members.map((member) => member.text || "*").join(","),
    widened: members.some((member) => member.widened),
  };
}

/** One complex selector as the page can be asked for it. */
function normalizeOne(selector: string, relative = false): Normalized {
  let out = "";
  let widened = false;
  for (let i = 0; i < selector.length;) {
    const char = selector[i]!;
    if (char === "\\") {
      out += selector.slice(i, i + 2);
      i += 2;
    } else if (char === ".") {
      const name = CLASS_NAME.exec(selector.slice(i + 1))![0];
      out += `.${asWritten(name)}`;
      i += 1 + name.length;
    } else if (char === "[" || char === '"' || char === "'") {
      const end = skipGroup(selector, i);
      out += selector.slice(i, end);
      i = end;
    } else if (char === ":") {
      const element = selector[i + 1] === ":";
      const nameStart = i + (element ? 2 : 1);
      const name = NAME.exec(selector.slice(nameStart))?.[0] ?? "";
      let end = nameStart + name.length;
      const argument = selector[end] === "(" ? selector.slice(end + 1, skipGroup(selector, end) - 1) : null;
      if (argument !== null) end += argument.length + 2;
      i = end;
      const lower = name.toLowerCase();
      if (STRUCTURAL.has(lower) && !element) {
        out += selector.slice(nameStart - 1, end);
        continue;
      }
      const members =
        SUBSELECTS.has(lower) && !element && argument !== null
          ? normalizeList(argument, lower === "has")
          : null;
      // Whatever part of :not()'s argument is left out would narrow the rule: the whole :not() goes instead.
      if (members && !(lower === "not" && members.widened)) {
        out += `:${lower}(${members.text})`;
        widened ||= members.widened;
      } else widened = true;
    } else {
      out += char;
      i++;
    }
  }
  return { text: out.trim() === "" ? "" : mendCombinators(out, relative), widened };
}

/** `selector` as Beasties should look for it in the page; "" when the page cannot say (the rule is dropped). */
export function criticalSelector(selector: string): string {
  return normalizeOne(selector).text;
}
