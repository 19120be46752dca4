import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

// `npm run bench -- lighthouse`'s last row: the floor's /p50 with our stylesheet added.

/**
 * Our stylesheets: the floor's `/styled/p50` is its `/p50` with them linked as Next links a page's CSS, so
 * a first paint can be told apart into what any styled Next.js page pays and what is ours.
 */
export type Styling = { css: string };

/** Adds `/styled/p50` to the floor app in `dir` (bench/floor.ts buildFloor). */
export function writeStyled(dir: string, { css }: Styling): void {
  const styled = path.join(dir, "app", "styled");
  mkdirSync(path.join(styled, "p50"), { recursive: true });
  writeFileSync(path.join(styled, "style.css"), css);
  writeFileSync(
    path.join(styled, "layout.tsx"),
    `import "./style.css";\n\nexport default function Styled({ children }: { children: React.ReactNode }) {\n  return children;\n}\n`,
  );
  writeFileSync(path.join(styled, "p50", "page.tsx"), `export { default } from "../../p50/page";\n`);
}

/** The stylesheets of a page on the server at `base` (a cached page names them in its <noscript>). */
export async function stylingOf(base: string, page = "/"): Promise<Styling> {
  const get = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response;
  };
  const html = await (await get(new URL(page, base).href)).text();
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (m) => new URL(m[1]!, base).href,
  );
  const sheets = await Promise.all([...new Set(hrefs)].map(async (url) => (await get(url)).text()));
  return { css: sheets.join("\n") };
}
