import postcss, { type AtRule, type Container } from "postcss";

// A page's critical CSS carries every custom property the site's theme declares (`:root{--color-…}`) and
// every `@property` Tailwind registers, ~10 KB of each page, though its rules read a few of them. Before the
// stylesheet arrives only the page's own rules and inline styles can read one, so those that none of them
// reads, directly or through another property, are left out. The stylesheet still declares them all.

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

function references(text: string): string[] {
  return [...text.matchAll(VAR_REFERENCE)].map((match) => match[1]!);
}

/** Removes every rule and block left empty, innermost first (a statement such as `@layer a;` stays). */
function removeEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== "rule" && node.type !== "atrule") return;
    if (!node.nodes) return;
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/** `css` without the custom properties nothing in it or in `inlineStyles` reads. */
export function pruneCustomProperties(css: string, inlineStyles: string): string {
  const root = postcss.parse(css);
  const declared = new Map<string, string[]>();
  const read = new Set<string>(references(inlineStyles));
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--")) declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), decl.value]);
    else for (const name of references(decl.value)) read.add(name);
  });
  // A property read reads what its own values read.
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const value of declared.get(name) ?? []) {
      for (const next of references(value)) {
        if (!read.has(next)) {
          read.add(next);
          pending.push(next);
        }
      }
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--") && !read.has(decl.prop)) decl.remove();
  });
  root.walkAtRules("property", (rule: AtRule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  removeEmpty(root);
  return root.toString();
}
