import type { EbookDetail } from "./public-queries";

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

/** schema.org Book for the detail page, as the JSON text of its ld+json script. */
export function ebookJsonLd(ebook: EbookDetail, siteUrl: string): string {
  const url = absolute(siteUrl, `/ebooks/${ebook.slug}`);
  const data = {
    "@context": "https://schema.org",
    "@type": "Book",
    name: ebook.title,
    description: ebook.seoDescription ?? ebook.description,
    url,
    bookFormat: "https://schema.org/EBook",
    inLanguage: ebook.language,
    ...(ebook.pages > 0 ? { numberOfPages: ebook.pages } : {}),
    author: { "@type": "Organization", name: ebook.author },
    ...(ebook.categoryName ? { genre: ebook.categoryName } : {}),
    ...(ebook.coverImage ? { image: absolute(siteUrl, ebook.coverImage) } : {}),
    ...(ebook.seoKeywords ? { keywords: ebook.seoKeywords } : {}),
    datePublished: ebook.createdAt.toISOString().slice(0, 10),
    offers: {
      "@type": "Offer",
      price: ebook.isFree ? 0 : ebook.price,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url,
    },
  };
  // "</script>" inside a string must not end the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

export function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

export function formatFileSize(bytes: number): string | null {
  if (bytes <= 0) return null;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatPrice(ebook: { isFree: boolean; price: number }): string {
  return ebook.isFree || ebook.price === 0 ? "Free" : `$${ebook.price.toFixed(2)}`;
}
