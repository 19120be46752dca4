import { createHash } from "node:crypto";
import type { IconNode } from "lucide";
import { ICONS, type IconName } from "./set";

// One SVG of <symbol>s, made at build and served by app/icons.svg; its content hash is the version in the
// pages' references (lib/icons/paths.ts). A cached page carries the symbols it draws (lib/cache/inline-icons.ts).

const escape = (value: string | number) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

function symbol(id: string, node: IconNode): string {
  const shapes = node.map(
    ([tag, attrs]) =>
      `<${tag} ${Object.entries(attrs)
        .map(([name, value]) => `${name}="${escape(value!)}"`)
        .join(" ")}/>`,
  );
  return `<symbol id="${id}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
}

/** The symbols of the icons named, each with its id prefixed. */
export function iconSymbols(names: Iterable<IconName>, idPrefix: string): string {
  return [...names].map((name) => symbol(idPrefix + name, ICONS[name])).join("");
}

export function iconSprite(): { svg: string; version: string } {
  const symbols = Object.entries(ICONS).map(([id, node]) => symbol(id, node));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
  return { svg, version: createHash("sha256").update(svg).digest("base64url").slice(0, 10) };
}
