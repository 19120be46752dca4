import type { SCHEMA_PAGE_TYPES } from "../options";

// Per page type (SPEC §5's list): the schema.org type it produces, the extra fields it asks for, the
// properties Google's structured data documentation requires and recommends (checked on the generated
// node by validate.ts), and whether a rich result can still be earned (Google search changes, 2023-2026).

export type PageType = (typeof SCHEMA_PAGE_TYPES)[number];

export interface ExtraField {
  name: string;
  label: string;
  type: "text" | "textarea" | "date" | "datetime-local" | "number" | "url" | "select";
  placeholder?: string;
  options?: readonly string[];
}

export interface PageTypeSpec {
  schemaType: string;
  fields: readonly ExtraField[];
  /** Property paths on the main node; arrays are checked at their first item ("mainEntity.acceptedAnswer"). */
  required: readonly string[];
  recommended: readonly string[];
  /** Said plainly when Google no longer shows a rich result for this type, with the alternative if any. */
  richResult: { eligible: boolean; note: string };
  docs: string;
}

const url = (name: string, label: string, placeholder = "https://…"): ExtraField => ({
  name,
  label,
  type: "url",
  placeholder,
});
const text = (name: string, label: string, placeholder?: string): ExtraField => ({
  name,
  label,
  type: "text",
  placeholder,
});
const lines = (name: string, label: string, placeholder: string): ExtraField => ({
  name,
  label,
  type: "textarea",
  placeholder,
});
const date = (name: string, label: string): ExtraField => ({ name, label, type: "date" });
const number = (name: string, label: string, placeholder?: string): ExtraField => ({
  name,
  label,
  type: "number",
  placeholder,
});

const ADDRESS = [
  text("street", "Street address", "12 Market Street"),
  text("city", "City", "Bristol"),
  text("region", "Region or state"),
  text("postal_code", "Postal code"),
  text("country", "Country code", "GB"),
];
const ADDRESS_PATHS = ["address.streetAddress", "address.addressLocality", "address.addressCountry"];
const GOOGLE = "https://developers.google.com/search/docs/appearance/structured-data";

export const REVIEWABLE_TYPES = ["Product", "Book", "Course", "Event", "LocalBusiness", "Movie", "Recipe"];
export const AVAILABILITY = ["InStock", "OutOfStock", "PreOrder", "BackOrder", "Discontinued"] as const;

export const PAGE_TYPES: Record<PageType, PageTypeSpec> = {
  "Article/Blog Post": {
    schemaType: "BlogPosting",
    fields: [
      text("author_name", "Author name", "Jane Doe"),
      url("author_url", "Author page URL"),
      date("date_published", "Date published"),
      date("date_modified", "Date modified"),
      url("image", "Image URL"),
    ],
    required: [],
    recommended: ["headline", "author.name", "author.url", "datePublished", "dateModified", "image"],
    richResult: { eligible: true, note: "Eligible for article features in Google Search." },
    docs: `${GOOGLE}/article`,
  },
  Product: {
    schemaType: "Product",
    fields: [
      number("price", "Price", "19.99"),
      text("price_currency", "Currency (ISO 4217)", "USD"),
      { name: "availability", label: "Availability", type: "select", options: AVAILABILITY },
      text("brand", "Brand"),
      text("sku", "SKU"),
      text("gtin", "GTIN (barcode)"),
      url("image", "Image URL"),
    ],
    required: ["name", "image", "offers.price", "offers.priceCurrency"],
    recommended: ["description", "brand.name", "sku", "gtin", "offers.availability"],
    richResult: { eligible: true, note: "Eligible for product snippets and merchant listings." },
    docs: `${GOOGLE}/product-snippet`,
  },
  "Local Business": {
    schemaType: "LocalBusiness",
    fields: [
      ...ADDRESS,
      text("telephone", "Telephone", "+44 117 496 0000"),
      text("opening_hours", "Opening hours", "Mo-Fr 09:00-17:00, Sa 10:00-14:00"),
      text("price_range", "Price range", "££"),
      url("image", "Image URL"),
    ],
    required: ["name", ...ADDRESS_PATHS],
    recommended: ["telephone", "url", "openingHours", "priceRange", "image", "address.postalCode"],
    richResult: {
      eligible: true,
      note: "Eligible for local business details. Reviews a business writes about itself (self-serving reviews) are not eligible for review stars.",
    },
    docs: `${GOOGLE}/local-business`,
  },
  Organization: {
    schemaType: "Organization",
    fields: [
      url("logo", "Logo URL"),
      lines("same_as", "Profiles (one URL a line)", "https://www.linkedin.com/company/…"),
      text("telephone", "Telephone"),
      text("email", "E-mail"),
    ],
    required: ["name", "url"],
    recommended: ["logo", "sameAs", "telephone", "email", "description"],
    richResult: {
      eligible: true,
      note: "Helps Google show your logo and details in knowledge panels. Reviews an organization writes about itself are not eligible for review stars.",
    },
    docs: `${GOOGLE}/organization`,
  },
  Person: {
    schemaType: "Person",
    fields: [
      text("job_title", "Job title"),
      url("image", "Photo URL"),
      lines("same_as", "Profiles (one URL a line)", "https://www.linkedin.com/in/…"),
    ],
    required: ["name"],
    recommended: ["url", "jobTitle", "image", "sameAs"],
    richResult: {
      eligible: false,
      note: "Person has no rich result of its own. For a profile page, Google supports ProfilePage markup with this Person as its mainEntity.",
    },
    docs: `${GOOGLE}/profile-page`,
  },
  Event: {
    schemaType: "Event",
    fields: [
      { name: "start_date", label: "Start", type: "datetime-local" },
      { name: "end_date", label: "End", type: "datetime-local" },
      text("location_name", "Venue name", "Town Hall"),
      ...ADDRESS,
      number("price", "Ticket price"),
      text("price_currency", "Currency (ISO 4217)", "USD"),
      text("organizer", "Organizer"),
      url("image", "Image URL"),
    ],
    required: ["name", "startDate", "location.name", "location.address.streetAddress"],
    recommended: ["description", "endDate", "image", "offers.price", "organizer.name", "eventStatus"],
    richResult: { eligible: true, note: "Eligible for event listings in Google Search." },
    docs: `${GOOGLE}/event`,
  },
  Recipe: {
    schemaType: "Recipe",
    fields: [
      url("image", "Image URL"),
      text("author_name", "Author name"),
      number("prep_minutes", "Preparation time (minutes)"),
      number("cook_minutes", "Cooking time (minutes)"),
      text("recipe_yield", "Yield", "4 servings"),
      text("cuisine", "Cuisine", "Italian"),
      lines("ingredients", "Ingredients (one a line)", "200 g spaghetti"),
      lines("instructions", "Steps (one a line)", "Boil the pasta…"),
    ],
    required: ["name", "image"],
    recommended: [
      "author.name",
      "description",
      "prepTime",
      "cookTime",
      "totalTime",
      "recipeYield",
      "recipeIngredient",
      "recipeInstructions",
      "recipeCuisine",
    ],
    richResult: { eligible: true, note: "Eligible for recipe rich results." },
    docs: `${GOOGLE}/recipe`,
  },
  Review: {
    schemaType: "Review",
    fields: [
      text("item_name", "Item reviewed", "The product, book or place"),
      { name: "item_type", label: "Item type", type: "select", options: REVIEWABLE_TYPES },
      number("rating_value", "Your rating", "4"),
      number("best_rating", "Best possible rating", "5"),
      text("author_name", "Reviewer name"),
      date("date_published", "Date published"),
    ],
    required: ["author.name", "itemReviewed.name", "reviewRating.ratingValue"],
    recommended: ["datePublished", "reviewRating.bestRating", "reviewBody"],
    richResult: {
      eligible: true,
      note: "Eligible for review snippets when the review is of another party's item. A business reviewing itself (self-serving review on Organization or LocalBusiness) is not eligible.",
    },
    docs: `${GOOGLE}/review-snippet`,
  },
  FAQ: {
    schemaType: "FAQPage",
    fields: [
      lines("faq", "Questions and answers", "Q: Do you deliver?\nA: Yes, within 10 miles.\n\nQ: …\nA: …"),
    ],
    required: ["mainEntity.name", "mainEntity.acceptedAnswer.text"],
    recommended: [],
    richResult: {
      eligible: false,
      note: "Google no longer shows FAQ rich results for any site (they ended in 2026). The markup is still valid schema.org that other search and AI systems can read; keep the questions visible on the page.",
    },
    docs: `${GOOGLE}/faqpage`,
  },
  "How-to": {
    schemaType: "HowTo",
    fields: [
      lines("steps", "Steps (one a line)", "Unscrew the cover…"),
      number("total_minutes", "Total time (minutes)"),
      url("image", "Image URL"),
    ],
    required: ["name", "step.text"],
    recommended: ["totalTime", "image", "description"],
    richResult: {
      eligible: false,
      note: "Google removed How-to rich results in 2023. Mark the page up as an Article (or a Recipe for cooking) and keep the steps as a numbered list on the page.",
    },
    docs: `${GOOGLE}/article`,
  },
  Video: {
    schemaType: "VideoObject",
    fields: [
      url("thumbnail_url", "Thumbnail URL"),
      date("upload_date", "Upload date"),
      url("content_url", "Video file URL"),
      url("embed_url", "Embed URL"),
      number("duration_minutes", "Duration (minutes)"),
    ],
    required: ["name", "thumbnailUrl", "uploadDate"],
    recommended: ["description", "contentUrl", "embedUrl", "duration"],
    richResult: { eligible: true, note: "Eligible for video results and key moments." },
    docs: `${GOOGLE}/video`,
  },
  Book: {
    schemaType: "Book",
    fields: [
      text("author_name", "Author name"),
      text("isbn", "ISBN"),
      date("date_published", "Date published"),
      url("image", "Cover image URL"),
    ],
    required: ["name", "author.name"],
    recommended: ["isbn", "datePublished", "image", "url"],
    richResult: {
      eligible: false,
      note: "Google phased out Book actions in 2025. The markup still describes the book to search engines; for a page selling it, use Product markup for the rich result.",
    },
    docs: "https://schema.org/Book",
  },
  Course: {
    schemaType: "Course",
    fields: [
      text("provider_name", "Provider", "Your school or company"),
      url("provider_url", "Provider URL"),
      number("price", "Price"),
      text("price_currency", "Currency (ISO 4217)", "USD"),
    ],
    required: ["name", "description", "provider.name"],
    recommended: ["provider.url", "offers.price"],
    richResult: {
      eligible: false,
      note: "Google phased out Course info rich results in 2025. The markup is still valid; an Organization and a clear course page carry the details.",
    },
    docs: "https://schema.org/Course",
  },
  Service: {
    schemaType: "Service",
    fields: [
      text("service_type", "Service type", "Boiler repair"),
      text("area_served", "Area served", "Bristol"),
      number("price", "Price from"),
      text("price_currency", "Currency (ISO 4217)", "USD"),
    ],
    required: ["name", "provider.name"],
    recommended: ["serviceType", "areaServed", "description", "offers.price"],
    richResult: {
      eligible: false,
      note: "Service has no Google rich result. Describe the business with Local Business or Organization markup, which Google does use.",
    },
    docs: "https://schema.org/Service",
  },
};
