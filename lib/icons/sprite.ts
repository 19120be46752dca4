import { createHash } from "node:crypto";
import type { IconNode } from "lucide";
import { ICONS } from "./set";

// One SVG of <symbol>s, made at build: served by app/icons.svg, and its content hash goes into the
// pages' references (next.config.ts hands it to the bundles), so browsers may keep it for good and a
// changed icon set is a new address.

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

export function iconSprite(): { svg: string; version: string } {
  const symbols = Object.entries(ICONS).map(([id, node]) => symbol(id, node));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
  return { svg, version: createHash("sha256").update(svg).digest("base64url").slice(0, 10) };
}
