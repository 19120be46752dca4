import { ogCard, OG_SIZE } from "@/components/site/og-card";
import { getPublishedEbookBySlug } from "@/lib/ebooks/public-queries";
import { formatPrice } from "@/lib/ebooks/seo";
import { formatCount } from "@/lib/format";

export const revalidate = 60;
export const alt = "Creatorkit free ebook";
export const size = OG_SIZE;
export const contentType = "image/png";

export default async function EbookOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const ebook = await getPublishedEbookBySlug((await params).slug);
  return ogCard({
    kicker: "Creatorkit Free Ebook",
    title: ebook?.title ?? "Creatorkit ebooks",
    accent: ebook?.categoryColor,
    facts: ebook
      ? [
          ebook.categoryName,
          ebook.pages > 0 ? formatCount(ebook.pages, "page") : null,
          `${formatPrice(ebook)} download`,
        ].filter((f): f is string => !!f)
      : ["Free downloads"],
  });
}
