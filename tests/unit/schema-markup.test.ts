import { describe, expect, it } from "vitest";
import { SCHEMA_PAGE_TYPES } from "@/lib/tools/options";
import { buildGraph, toScriptTag } from "@/lib/tools/schema-markup/build";
import { PAGE_TYPES, type PageType } from "@/lib/tools/schema-markup/page-types";
import { findMain, graphNodes, validateGraph } from "@/lib/tools/schema-markup/validate";

const BASE = {
  business_name: "Green Leaf Cafe",
  page_title: "Our Seasonal Menu",
  description: "Seasonal dishes from local farms.",
  website_url: "https://greenleaf.example/menu",
};

function run(type: PageType, extra: Record<string, string> = {}) {
  const { graph, mainId } = buildGraph(type, { ...BASE, page_type: type, ...extra });
  const findings = validateGraph(type, graph, mainId);
  return {
    graph,
    main: findMain(graph, mainId),
    errors: findings.filter((f) => f.level === "error").map((f) => f.property),
    warnings: findings.filter((f) => f.level === "warning").map((f) => f.property),
  };
}

describe("the schema graph", () => {
  it("links Organization, WebSite, WebPage and the chosen type by @id in one @graph", () => {
    const { graph } = run("Product", {
      price: "4.50",
      price_currency: "usd",
      image: "https://greenleaf.example/a.jpg",
    });
    const nodes = graphNodes(graph);
    expect(graph["@context"]).toBe("https://schema.org");
    expect(nodes.map((n) => [n["@type"], n["@id"]])).toEqual([
      ["Organization", "https://greenleaf.example/#organization"],
      ["WebSite", "https://greenleaf.example/#website"],
      ["WebPage", "https://greenleaf.example/menu#webpage"],
      ["Product", "https://greenleaf.example/menu#main"],
    ]);
    expect(nodes[1]!.publisher).toEqual({ "@id": "https://greenleaf.example/#organization" });
    expect(nodes[2]!.isPartOf).toEqual({ "@id": "https://greenleaf.example/#website" });
    expect(nodes[2]!.about).toEqual({ "@id": "https://greenleaf.example/menu#main" });
    expect((nodes[3]!.offers as Record<string, string>).priceCurrency).toBe("USD");
  });

  it("invents nothing: no rating, review, price or address unless it was entered", () => {
    for (const type of SCHEMA_PAGE_TYPES) {
      const json = JSON.stringify(run(type).graph);
      expect(json).not.toMatch(/aggregateRating|"review"|ratingValue|"price"|streetAddress|telephone/);
    }
  });

  it("escapes < in the script tag so a value cannot close it", () => {
    const { graph } = run("Organization", { description: "</script><script>alert(1)</script>" });
    const { script, json } = toScriptTag(graph);
    expect(script).not.toContain("</script><script>");
    expect(script.endsWith("\n</script>")).toBe(true);
    expect(JSON.parse(json)["@graph"][0].description).toBe("</script><script>alert(1)</script>");
  });
});

describe("validation per type", () => {
  it("gives every page type in SPEC's list its rules and documentation", () => {
    expect(Object.keys(PAGE_TYPES).sort()).toEqual([...SCHEMA_PAGE_TYPES].sort());
  });

  it("Product: price and image required, brand and availability recommended", () => {
    const bare = run("Product");
    expect(bare.errors).toEqual(["image", "offers.price", "offers.priceCurrency"]);
    expect(bare.warnings).toEqual(["brand.name", "sku", "gtin", "offers.availability"]);
    const full = run("Product", {
      image: "https://greenleaf.example/p.jpg",
      price: "12.00",
      price_currency: "EUR",
      brand: "Green Leaf",
      sku: "GL-1",
      gtin: "4006381333931",
      availability: "InStock",
    });
    expect(full.errors).toEqual([]);
    expect(full.warnings).toEqual([]);
    expect(run("Product", { price: "$12", price_currency: "euro", image: "x" }).errors).toEqual([
      "offers.price",
      "offers.priceCurrency",
      "image",
    ]);
  });

  it("Local Business: the address is required and becomes the organization node", () => {
    const bare = run("Local Business");
    expect(bare.main["@type"]).toBe("LocalBusiness");
    expect(bare.errors).toEqual([
      "address.streetAddress",
      "address.addressLocality",
      "address.addressCountry",
    ]);
    const full = run("Local Business", { street: "1 High St", city: "Bristol", country: "GB" });
    expect(full.errors).toEqual([]);
    expect(full.warnings).toContain("telephone");
  });

  it("Event: start date and venue required; dates must be ISO 8601", () => {
    expect(run("Event").errors).toEqual(["startDate", "location.name", "location.address.streetAddress"]);
    const ok = run("Event", { start_date: "2026-05-01T19:00", location_name: "Hall", street: "2 Low Rd" });
    expect(ok.errors).toEqual([]);
    expect(run("Event", { start_date: "May 1st", location_name: "Hall", street: "2 Low Rd" }).errors).toEqual(
      ["startDate"],
    );
  });

  it("Review: author, item and rating required, rating within the scale", () => {
    expect(run("Review").errors).toEqual(["author.name", "itemReviewed.name", "reviewRating.ratingValue"]);
    const ok = { item_name: "Moka pot", item_type: "Product", author_name: "Sam", rating_value: "4" };
    expect(run("Review", ok).errors).toEqual([]);
    expect(run("Review", { ...ok, rating_value: "7", best_rating: "5" }).errors).toEqual([
      "reviewRating.ratingValue",
    ]);
    const selfServing = run("Review", { ...ok, item_name: "Green Leaf Cafe", item_type: "LocalBusiness" });
    expect(selfServing.warnings).toContain("itemReviewed");
  });

  it("FAQ: questions parsed from Q:/A: blocks, and the ended rich result is stated", () => {
    expect(run("FAQ").errors).toEqual(["mainEntity.name", "mainEntity.acceptedAnswer.text"]);
    const faq = run("FAQ", {
      faq: "Q: Do you deliver?\nA: Yes, within 10 miles.\n\nQ: Vegan options?\nA: Always.",
    });
    expect(faq.errors).toEqual([]);
    expect((faq.main.mainEntity as unknown[]).length).toBe(2);
    expect(PAGE_TYPES.FAQ.richResult).toMatchObject({ eligible: false });
    expect(PAGE_TYPES.FAQ.richResult.note).toMatch(/no longer shows FAQ rich results for any site/);
    expect(PAGE_TYPES["How-to"].richResult.note).toMatch(/2023/);
    expect(PAGE_TYPES.Book.richResult.note).toMatch(/Book actions in 2025/);
    expect(PAGE_TYPES.Course.richResult.note).toMatch(/Course info rich results in 2025/);
    expect(PAGE_TYPES["Local Business"].richResult.note).toMatch(/self-serving/);
  });

  it("Recipe and Video: image or thumbnail and dates required; times as ISO 8601 durations", () => {
    expect(run("Recipe").errors).toEqual(["image"]);
    const recipe = run("Recipe", {
      image: "https://x.example/r.jpg",
      prep_minutes: "15",
      cook_minutes: "30",
    });
    expect(recipe.main).toMatchObject({ prepTime: "PT15M", cookTime: "PT30M", totalTime: "PT45M" });
    expect(run("Video").errors).toEqual(["thumbnailUrl", "uploadDate"]);
  });

  it("Article: nothing required by Google, author and dates recommended", () => {
    const bare = run("Article/Blog Post");
    expect(bare.errors).toEqual([]);
    expect(bare.warnings).toEqual(["author.name", "author.url", "datePublished", "dateModified", "image"]);
  });
});
