import type { Graph } from "schema-dts";
import { PAGE_TYPES, type PageType } from "./page-types";

// Offline checks of a generated graph against Google's documentation for its type: a missing required
// property is an error (no rich result), a missing recommended one a warning; values in the wrong format
// are errors too.

export interface Finding {
  level: "error" | "warning";
  property: string;
  message: string;
}

type Node = Record<string, unknown>;

/** The value at a dotted path; arrays are followed through their first item. */
export function valueAt(node: unknown, path: string): unknown {
  let current: unknown = node;
  for (const key of path.split(".")) {
    if (Array.isArray(current)) current = current[0];
    if (!current || typeof current !== "object") return undefined;
    current = (current as Node)[key];
  }
  return Array.isArray(current) ? current[0] : current;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const FORMATS: { path: string; test: (v: string) => boolean; message: string }[] = [
  ...["datePublished", "dateModified", "startDate", "endDate", "uploadDate"].map((path) => ({
    path,
    test: (v: string) => ISO_DATE.test(v),
    message: "must be an ISO 8601 date such as 2026-03-01",
  })),
  {
    path: "offers.price",
    test: (v) => /^\d+(\.\d+)?$/.test(v),
    message: "must be a number without a currency sign, e.g. 19.99",
  },
  {
    path: "offers.priceCurrency",
    test: (v) => /^[A-Z]{3}$/.test(v),
    message: "must be a three-letter ISO 4217 code such as USD",
  },
  ...["image", "thumbnailUrl", "contentUrl", "embedUrl", "logo", "author.url"].map((path) => ({
    path,
    test: (v: string) => URL.canParse(v) && /^https?:/.test(v),
    message: "must be an absolute http(s) URL",
  })),
];

/** The graph's nodes as plain objects, for checks that walk property paths. */
export function graphNodes(graph: Graph): Node[] {
  return (graph["@graph"] ?? []) as unknown as Node[];
}

export function findMain(graph: Graph, mainId: string): Node {
  return graphNodes(graph).find((n) => n["@id"] === mainId) ?? {};
}

export function validateGraph(type: PageType, graph: Graph, mainId: string): Finding[] {
  const spec = PAGE_TYPES[type];
  const node = findMain(graph, mainId);
  const findings: Finding[] = [];
  const missing = (p: string) => {
    const v = valueAt(node, p);
    return v === undefined || v === "";
  };
  for (const property of spec.required)
    if (missing(property))
      findings.push({
        level: "error",
        property,
        message: `${property} is required for ${spec.schemaType} by Google; without it there is no rich result.`,
      });
  for (const property of spec.recommended)
    if (missing(property))
      findings.push({
        level: "warning",
        property,
        message: `${property} is recommended for ${spec.schemaType}.`,
      });
  for (const { path, test, message } of FORMATS) {
    const v = valueAt(node, path);
    if (typeof v === "string" && v !== "" && !test(v))
      findings.push({ level: "error", property: path, message: `${path} ${message}.` });
  }
  const rating = Number(valueAt(node, "reviewRating.ratingValue"));
  const best = Number(valueAt(node, "reviewRating.bestRating") ?? 5) || 5;
  if (type === "Review" && !missing("reviewRating.ratingValue") && !(rating >= 1 && rating <= best))
    findings.push({
      level: "error",
      property: "reviewRating.ratingValue",
      message: `reviewRating.ratingValue must be between 1 and ${best}.`,
    });
  const item = valueAt(node, "itemReviewed.name");
  const owner = graphNodes(graph).find((n) => String(n["@id"]).endsWith("/#organization"));
  if (
    type === "Review" &&
    typeof item === "string" &&
    item.toLowerCase() === String(owner?.name).toLowerCase()
  )
    findings.push({
      level: "warning",
      property: "itemReviewed",
      message:
        "This reviews the business that publishes it: self-serving reviews are not eligible for review stars.",
    });
  return findings;
}
