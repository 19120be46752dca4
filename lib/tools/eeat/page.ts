import { parseHTML } from "linkedom";
import { documentText } from "@/lib/html-text";

// What the E-E-A-T checks read from a fetched page: its links (absolute), its JSON-LD nodes (flattened out
// of @graph), its meta tags and its visible text.

export interface PageLink {
  href: string;
  text: string;
  rel: string;
  external: boolean;
}

export interface ParsedPage {
  url: URL;
  document: Document;
  links: PageLink[];
  jsonLd: Record<string, unknown>[];
  meta: (name: string) => string | null;
  text: string;
}

function flatten(value: unknown, out: Record<string, unknown>[]): void {
  if (Array.isArray(value)) return value.forEach((v) => flatten(v, out));
  if (!value || typeof value !== "object") return;
  const node = value as Record<string, unknown>;
  if (node["@graph"]) flatten(node["@graph"], out);
  if (node["@type"]) out.push(node);
  for (const [key, child] of Object.entries(node))
    if (key !== "@graph" && child && typeof child === "object") flatten(child, out);
}

const squash = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

export function parsePage(html: string, pageUrl: string): ParsedPage {
  const { document } = parseHTML(html);
  const url = new URL(pageUrl);
  const links: PageLink[] = [];
  for (const a of document.querySelectorAll("a[href], link[rel][href]")) {
    try {
      const href = new URL(a.getAttribute("href") ?? "", url);
      if (!/^(https?|mailto|tel):$/.test(href.protocol)) continue;
      links.push({
        href: href.href,
        text: squash(a.textContent),
        rel: (a.getAttribute("rel") ?? "").toLowerCase(),
        external:
          /^https?:$/.test(href.protocol) &&
          href.hostname.replace(/^www\./, "") !== url.hostname.replace(/^www\./, ""),
      });
    } catch {
      // An unparsable href is no evidence either way.
    }
  }
  const jsonLd: Record<string, unknown>[] = [];
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      flatten(JSON.parse(script.textContent ?? ""), jsonLd);
    } catch {
      // Broken JSON-LD is reported by the schema signal as absent.
    }
  }
  const meta = (name: string) =>
    document.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute("content") ?? null;
  return { url, document, links, jsonLd, meta, text: documentText(document as unknown as Document) };
}

export const typesOf = (node: Record<string, unknown>): string[] =>
  ([] as unknown[]).concat(node["@type"]).map(String);

export { squash };
