import { catalog } from "./catalog";
import type { Tool } from "./types";

// Tool kinds with a route of their own. Next gives the browser every client component a route can render,
// so one route for every kind made each tool page load every kind's screens (a PDF tool page carried the
// text tools' forms and the calculators). The address stays /tool/<slug>: a rewrite by slug (next.config.ts)
// sends it to its kind's route, which renders only that kind. Only the catalogue files are read here, not
// the registry: next.config.ts loads this, and the registry brings the text engines along.

interface KindRoute {
  /** The route's folder under app/(site), as an address; never linked to, never served directly. */
  prefix: string;
  tools: readonly Tool[];
}

/** The tools of one kind, in catalogue order. */
export const toolsOfKind = (kind: Tool["kind"]) => catalog.filter((t) => t.kind === kind);

// The text tools are most of the catalogue and of the visits: on the shared route their pages carried the
// image, calculator and analyzer screens too.
export const KIND_ROUTES: readonly KindRoute[] = [
  { prefix: "/tool-kind/pdf", tools: toolsOfKind("pdf") },
  { prefix: "/tool-kind/text", tools: toolsOfKind("text") },
];

/** next.config.ts rewrites: /tool/<slug of this kind> renders the kind's route; the slug alone, not its image. */
export function kindRouteRewrites() {
  return KIND_ROUTES.map(({ prefix, tools }) => ({
    source: `/tool/:slug(${tools.map((t) => t.slug).join("|")})`,
    destination: `${prefix}/:slug`,
  }));
}

/** Where a tool's page is rendered and cached: its kind's route, or the shared /tool/<slug>. */
export function renderedToolPath(slug: string): string {
  const route = KIND_ROUTES.find((r) => r.tools.some((t) => t.slug === slug));
  return route ? `${route.prefix}/${slug}` : `/tool/${slug}`;
}

/** A kind route asked for by its own address: refused, so each tool has one address (the rewrite's source). */
export function isDirectKindRoute(pathname: string): boolean {
  return KIND_ROUTES.some(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
