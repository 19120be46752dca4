import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

// `npm run bench -- lighthouse`'s last row: the floor's /p50 with our stylesheet and web font added.

/**
 * Our stylesheets and preloaded web fonts as a page of ours loads them: the floor's `/styled/p50` is its
 * `/p50` with them added (the fonts served by the floor itself, as ours are), so a first paint can be told
 * apart into what any styled Next.js page pays and what is ours.
 */
export type Styling = { css: string; fonts: { name: string; bytes: ArrayBuffer }[] };

/** Adds `/styled/p50` to the floor app in `dir` (bench/floor.ts buildFloor). */
export function writeStyled(dir: string, { css, fonts }: Styling): void {
  const styled = path.join(dir, "app", "styled");
  mkdirSync(path.join(styled, "p50"), { recursive: true });
  mkdirSync(path.join(dir, "public", "fonts"), { recursive: true });
  for (const font of fonts)
    writeFileSync(path.join(dir, "public", "fonts", font.name), Buffer.from(font.bytes));
  writeFileSync(path.join(styled, "style.css"), css);
  const preloads = fonts.map(
    ({ name }) => `  preload("/fonts/${name}", { as: "font", type: "font/woff2", crossOrigin: "" });\n`,
  );
  writeFileSync(
    path.join(styled, "layout.tsx"),
    `import { preload } from "react-dom";\nimport "./style.css";\n\nexport default function Styled({ children }: { children: React.ReactNode }) {\n${preloads.join("")}  return children;\n}\n`,
  );
  writeFileSync(path.join(styled, "p50", "page.tsx"), `export { default } from "../../p50/page";\n`);
}

/** The stylesheets and preloaded fonts of a page on the server at `base`. */
export async function stylingOf(base: string, page = "/"): Promise<Styling> {
  const get = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return response;
  };
  const html = await (await get(new URL(page, base).href)).text();
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => new URL(m[1]!, base).href);
  const fontUrls = hrefs(/<link rel="preload" href="([^"]+)" as="font"/g);
  const fonts = await Promise.all(
    fontUrls.map(async (url) => ({
      name: path.basename(new URL(url).pathname),
      bytes: await (await get(url)).arrayBuffer(),
    })),
  );
  // Our font's faces are inline in the page (app/fonts/inter.tsx); here they join the sheet, as Next's own
  // font pipeline would put them. A font named by URL is one of the preloaded fonts, under the floor's /fonts.
  const faces = [...html.matchAll(/<style>([^]*?)<\/style>/g)].flatMap(
    (m) => m[1]!.match(/@font-face\{[^}]*\}/g) ?? [],
  );
  const sheets = await Promise.all(
    hrefs(/<link rel="stylesheet" href="([^"]+)"/g).map(async (url) => (await get(url)).text()),
  );
  const css = [...faces, ...sheets]
    .join("\n")
    .replace(/url\((?!data:)["']?([^)"']+)["']?\)/g, (_, ref: string) => `url(/fonts/${path.basename(ref)})`);
  return { css, fonts };
}
