import type { Graph, Offer, Organization, PostalAddress, Thing, WebPage, WebSite } from "schema-dts";
import { PAGE_TYPES, type PageType } from "./page-types";

// One JSON-LD @graph: the organization, the website, the web page and the chosen type, linked by @id, so a
// page carries one script and every node says how it relates to the others. Only what the visitor entered
// goes in: nothing is invented (no ratings, reviews, prices or addresses that were not typed in).

export type SchemaInput = Record<string, string>;

const clean = (v: string | undefined) => (v ?? "").trim();
const listOf = (v: string | undefined) =>
  clean(v)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
const minutes = (v: string | undefined) => (Number(v) > 0 ? `PT${Math.round(Number(v))}M` : undefined);

/** Drops empty values (and objects left with nothing but their @type) so the output holds only what was given. */
export function prune<T>(value: T): T | undefined {
  if (Array.isArray(value)) {
    const items = value.map(prune).filter((v) => v !== undefined);
    return (items.length ? items : undefined) as T | undefined;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, prune(v)] as const)
      .filter(([, v]) => v !== undefined);
    if (entries.every(([k]) => k === "@type")) return undefined;
    return Object.fromEntries(entries) as T;
  }
  return value === "" || value === undefined || value === null ? undefined : value;
}

function address(i: SchemaInput): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: clean(i.street),
    addressLocality: clean(i.city),
    addressRegion: clean(i.region),
    postalCode: clean(i.postal_code),
    addressCountry: clean(i.country),
  };
}

function offer(i: SchemaInput, pageUrl: string): Offer {
  return {
    "@type": "Offer",
    price: clean(i.price),
    priceCurrency: clean(i.price_currency).toUpperCase(),
    availability: i.availability ? `https://schema.org/${i.availability}` : undefined,
    url: pageUrl,
  } as Offer;
}

function faq(text: string | undefined) {
  const blocks = clean(text).split(/\n\s*\n/);
  return blocks
    .map((b) => {
      const q = /^Q:\s*(.+)$/im.exec(b)?.[1]?.trim();
      const a = /^A:\s*([\s\S]+)$/im.exec(b)?.[1]?.trim();
      return q && a
        ? { "@type": "Question" as const, name: q, acceptedAnswer: { "@type": "Answer" as const, text: a } }
        : null;
    })
    .filter((x) => x !== null);
}

function mainNode(type: PageType, i: SchemaInput, ids: Ids): Thing {
  const name = clean(i.page_title);
  const description = clean(i.description);
  const base = { "@id": ids.main, name, description, url: ids.page };
  const org = { "@id": ids.org };
  switch (type) {
    case "Article/Blog Post":
      return {
        "@type": "BlogPosting",
        ...base,
        headline: name,
        author: { "@type": "Person", name: clean(i.author_name), url: clean(i.author_url) },
        publisher: org,
        datePublished: clean(i.date_published),
        dateModified: clean(i.date_modified) || clean(i.date_published),
        image: clean(i.image),
        mainEntityOfPage: { "@id": ids.webPage },
      };
    case "Product":
      return {
        "@type": "Product",
        ...base,
        image: clean(i.image),
        brand: { "@type": "Brand", name: clean(i.brand) },
        sku: clean(i.sku),
        gtin: clean(i.gtin),
        offers: offer(i, ids.page),
      };
    case "Person":
      return {
        "@type": "Person",
        ...base,
        jobTitle: clean(i.job_title),
        image: clean(i.image),
        sameAs: listOf(i.same_as),
        worksFor: org,
      };
    case "Event":
      return {
        "@type": "Event",
        ...base,
        startDate: clean(i.start_date),
        endDate: clean(i.end_date),
        eventStatus: "https://schema.org/EventScheduled",
        location: { "@type": "Place", name: clean(i.location_name), address: address(i) },
        offers: offer(i, ids.page),
        organizer: { "@type": "Organization", name: clean(i.organizer) || clean(i.business_name) },
        image: clean(i.image),
      } as Thing;
    case "Recipe": {
      const prep = Number(i.prep_minutes) || 0;
      const cook = Number(i.cook_minutes) || 0;
      return {
        "@type": "Recipe",
        ...base,
        image: clean(i.image),
        author: { "@type": "Person", name: clean(i.author_name) },
        prepTime: minutes(i.prep_minutes),
        cookTime: minutes(i.cook_minutes),
        totalTime: minutes(String(prep + cook)),
        recipeYield: clean(i.recipe_yield),
        recipeCuisine: clean(i.cuisine),
        recipeIngredient: listOf(i.ingredients),
        recipeInstructions: listOf(i.instructions).map((text) => ({ "@type": "HowToStep", text })),
      } as Thing;
    }
    case "Review":
      return {
        "@type": "Review",
        "@id": ids.main,
        name,
        reviewBody: description,
        url: ids.page,
        itemReviewed: { "@type": clean(i.item_type) || "Thing", name: clean(i.item_name) },
        reviewRating: {
          "@type": "Rating",
          ratingValue: clean(i.rating_value),
          bestRating: clean(i.best_rating),
        },
        author: { "@type": "Person", name: clean(i.author_name) },
        datePublished: clean(i.date_published),
        publisher: org,
      } as Thing;
    case "FAQ":
      return { "@type": "FAQPage", "@id": ids.main, name, mainEntity: faq(i.faq) } as Thing;
    case "How-to":
      return {
        "@type": "HowTo",
        ...base,
        totalTime: minutes(i.total_minutes),
        image: clean(i.image),
        step: listOf(i.steps).map((text, n) => ({ "@type": "HowToStep", position: n + 1, text })),
      } as Thing;
    case "Video":
      return {
        "@type": "VideoObject",
        ...base,
        thumbnailUrl: clean(i.thumbnail_url),
        uploadDate: clean(i.upload_date),
        contentUrl: clean(i.content_url),
        embedUrl: clean(i.embed_url),
        duration: minutes(i.duration_minutes),
      };
    case "Book":
      return {
        "@type": "Book",
        ...base,
        author: { "@type": "Person", name: clean(i.author_name) },
        isbn: clean(i.isbn),
        datePublished: clean(i.date_published),
        image: clean(i.image),
        publisher: org,
      };
    case "Course":
      return {
        "@type": "Course",
        ...base,
        provider: {
          "@type": "Organization",
          name: clean(i.provider_name) || clean(i.business_name),
          url: clean(i.provider_url),
        },
        offers: offer(i, ids.page),
      } as Thing;
    case "Service":
      return {
        "@type": "Service",
        ...base,
        serviceType: clean(i.service_type),
        areaServed: clean(i.area_served),
        provider: { "@id": ids.org, name: clean(i.business_name) },
        offers: offer(i, ids.page),
      } as Thing;
    case "Local Business":
    case "Organization":
      throw new Error("The organization node is the main entity of these types");
  }
}

interface Ids {
  org: string;
  site: string;
  webPage: string;
  main: string;
  page: string;
}

/** The graph for an input, with @id links; `mainId` is the node the checks look at. */
export function buildGraph(type: PageType, i: SchemaInput): { graph: Graph; mainId: string } {
  const page = new URL(clean(i.website_url));
  page.hash = "";
  const origin = page.origin;
  const ids: Ids = {
    org: `${origin}/#organization`,
    site: `${origin}/#website`,
    webPage: `${page.href}#webpage`,
    main: `${page.href}#main`,
    page: page.href,
  };
  const isOrg = type === "Local Business" || type === "Organization";
  const organization = {
    "@type": isOrg ? PAGE_TYPES[type].schemaType : "Organization",
    "@id": ids.org,
    name: clean(i.business_name),
    url: origin,
    ...(isOrg
      ? {
          description: clean(i.description),
          logo: clean(i.logo),
          image: clean(i.image),
          sameAs: listOf(i.same_as),
          telephone: clean(i.telephone),
          email: clean(i.email),
          ...(type === "Local Business"
            ? { address: address(i), openingHours: clean(i.opening_hours), priceRange: clean(i.price_range) }
            : {}),
        }
      : {}),
  } as Organization;
  const website: WebSite = {
    "@type": "WebSite",
    "@id": ids.site,
    url: origin,
    name: clean(i.business_name),
    publisher: { "@id": ids.org },
  };
  const main = isOrg ? null : mainNode(type, i, ids);
  const webPage: WebPage = {
    "@type": "WebPage",
    "@id": ids.webPage,
    url: page.href,
    name: clean(i.page_title),
    description: clean(i.description),
    isPartOf: { "@id": ids.site },
    about: { "@id": isOrg ? ids.org : ids.main },
  };
  const nodes = [organization, website, webPage, ...(main ? [main] : [])].map((n) => prune(n)!);
  return {
    graph: { "@context": "https://schema.org", "@graph": nodes },
    mainId: isOrg ? ids.org : ids.main,
  };
}

/** Pretty JSON-LD and the ready <script> tag; "<" is escaped so no value can close the tag early. */
export function toScriptTag(graph: Graph): { json: string; script: string } {
  const json = JSON.stringify(graph, null, 2);
  return {
    json,
    script: `<script type="application/ld+json">\n${json.replace(/</g, "\\u003c")}\n</script>`,
  };
}
