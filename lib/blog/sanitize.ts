import sanitizeHtml from "sanitize-html";

// Post HTML is sanitized on save and rendered from the sanitized copy (DESIGN: content safety). The
// allow-list is what the Tiptap editor produces, nothing more.

const textStyles = {
  color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
  "font-family": [/^[\w\s,"'-]+$/],
  "font-size": [/^\d+(\.\d+)?(px|em|rem|%)$/],
  "line-height": [/^\d+(\.\d+)?(px|em|rem|%)?$/],
};
const blockStyles = { "text-align": [/^(left|right|center|justify)$/] };

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h1",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "hr",
    "span",
    "label",
    "input",
    "div",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel", "title"],
    img: ["src", "alt", "title", "width", "height"],
    ul: ["data-type"],
    li: ["data-type", "data-checked"],
    input: ["type", "checked", "disabled"],
    ol: ["start"],
    pre: ["class"],
    code: ["class"],
    // Only tags with an allowedStyles entry may carry style: sanitize-html passes any other tag's style
    // through unfiltered (position:fixed overlays, url() fetches).
    span: ["style"],
    p: ["style"],
    h1: ["style"],
    h2: ["style"],
    h3: ["style"],
    h4: ["style"],
  },
  allowedStyles: {
    span: textStyles,
    p: blockStyles,
    h1: blockStyles,
    h2: blockStyles,
    h3: blockStyles,
    h4: blockStyles,
  },
  allowedClasses: { code: [/^language-[\w-]+$/], pre: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // Whole elements whose text must not survive as visible content either.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "noscript",
    "xmp",
    "iframe",
    "noembed",
    "noframes",
    "title",
    "svg",
    "math",
  ],
  exclusiveFilter: (frame) => frame.tag === "input" && frame.attribs.type !== "checkbox",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: "noopener noreferrer nofollow",
        ...(attribs.target ? { target: "_blank" } : {}),
      },
    }),
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: "" } }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** Plain text of a post, for excerpts, search snippets and reading time. */
export function htmlToText(html: string): string {
  // Block ends become spaces, so "<h2>Intro</h2><p>Text" reads "Intro Text", not "IntroText".
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre|div|td|th)>|<br\s*\/?>/gi, "$& ");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: ["script", "style"] })
    .replace(/\s+/g, " ")
    .trim();
}

export function readingMinutes(html: string): number {
  const words = htmlToText(html).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / 225));
}
